-- Issue 18: the notification service (docs/decisions/034-notifications.md). Every notification is
-- stored for its recipient first (the portal's notification centre reads it, in the reader's
-- language, from its kind and values), then e-mailed unless the recipient turned that category
-- off, mail_status says where the e-mail stands, and the cron sweep retries pending ones.
CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  category TEXT NOT NULL,
  subject_type TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  -- The portal page it leads to: a route name of ui/routes/route-table.ts and its parameters.
  route TEXT NOT NULL,
  route_params_json TEXT NOT NULL DEFAULT '{}',
  -- What the texts of its kind fill in (an event name, a reason, a case number).
  values_json TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  read_at TEXT,
  mail_status TEXT NOT NULL CHECK (mail_status IN ('not-wanted', 'pending', 'sent', 'failed')),
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_error TEXT,
  mailed_at TEXT
);
CREATE INDEX notifications_user ON notifications (user_id, created_at);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_mail_pending ON notifications (created_at) WHERE mail_status = 'pending';

-- The language of a person's e-mails: the one they chose, else the one they last signed in with.
CREATE TABLE notification_settings (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mail_locale TEXT,
  last_locale TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The categories of e-mail a person turned off (the in-portal notifications always arrive).
CREATE TABLE notification_mail_opt_outs (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category TEXT NOT NULL,
  PRIMARY KEY (user_id, category)
);
