-- Issue 18 part B: two more staff roles of the staff console: the marketing team (reviews and
-- publishes partners' success stories, sees to their translations) and trainers (schedule
-- on-request trainings, confirm attendance). The users table is rebuilt as decision 035 says:
-- the rows of every table that references users ON DELETE CASCADE are kept aside and put back,
-- and so are the authors of ticket messages and Wave notes (ON DELETE SET NULL would clear them).
PRAGMA defer_foreign_keys = true;

CREATE TABLE kept_users AS
  SELECT id, email, name, role, organisation_id, customer_record_id, created_at, updated_at FROM users;

CREATE TABLE kept_user_sessions AS SELECT * FROM user_sessions;

CREATE TABLE kept_wizard_drafts AS SELECT * FROM wizard_drafts;

CREATE TABLE kept_notifications AS SELECT * FROM notifications;

CREATE TABLE kept_notification_settings AS SELECT * FROM notification_settings;

CREATE TABLE kept_notification_mail_opt_outs AS SELECT * FROM notification_mail_opt_outs;

CREATE TABLE kept_ticket_message_authors AS SELECT id, author_id FROM support_ticket_messages WHERE author_id IS NOT NULL;

CREATE TABLE kept_wave_note_authors AS SELECT id, author_id FROM wave_request_notes WHERE author_id IS NOT NULL;

CREATE TABLE users_with_more_staff_roles (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (
    role IN (
      'partner-executive', 'trainee', 'sales-manager', 'user-admin', 'pim-editor', 'pim-viewer', 'demo-coordinator',
      'support-agent', 'marketing', 'trainer'
    )
  ),
  organisation_id TEXT REFERENCES partner_organisations (id),
  customer_record_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((role IN ('partner-executive', 'trainee')) = (organisation_id IS NOT NULL))
);

DROP TABLE users;

ALTER TABLE users_with_more_staff_roles RENAME TO users;

INSERT INTO users (id, email, name, role, organisation_id, customer_record_id, created_at, updated_at)
  SELECT id, email, name, role, organisation_id, customer_record_id, created_at, updated_at FROM kept_users;

CREATE INDEX users_organisation ON users (organisation_id);

CREATE INDEX users_name ON users (name COLLATE NOCASE);

INSERT INTO user_sessions SELECT * FROM kept_user_sessions;

INSERT INTO wizard_drafts SELECT * FROM kept_wizard_drafts;

INSERT INTO notifications SELECT * FROM kept_notifications;

INSERT INTO notification_settings SELECT * FROM kept_notification_settings;

INSERT INTO notification_mail_opt_outs SELECT * FROM kept_notification_mail_opt_outs;

UPDATE support_ticket_messages
   SET author_id = (SELECT k.author_id FROM kept_ticket_message_authors k WHERE k.id = support_ticket_messages.id)
 WHERE id IN (SELECT id FROM kept_ticket_message_authors);

UPDATE wave_request_notes
   SET author_id = (SELECT k.author_id FROM kept_wave_note_authors k WHERE k.id = wave_request_notes.id)
 WHERE id IN (SELECT id FROM kept_wave_note_authors);

DROP TABLE kept_users;

DROP TABLE kept_user_sessions;

DROP TABLE kept_wizard_drafts;

DROP TABLE kept_notifications;

DROP TABLE kept_notification_settings;

DROP TABLE kept_notification_mail_opt_outs;

DROP TABLE kept_ticket_message_authors;

DROP TABLE kept_wave_note_authors;
