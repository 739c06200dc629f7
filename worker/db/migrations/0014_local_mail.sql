-- The local mail system (LOCAL and DEV without MAIL_API_KEY): every message the site would send,
-- kept here as sent (worker/adapters/mail/local-mailbox.ts).
CREATE TABLE local_mail_messages (
  id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  from_email TEXT NOT NULL,
  to_email TEXT NOT NULL,
  to_name TEXT,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT,
  sent_at TEXT NOT NULL
);
CREATE INDEX local_mail_messages_to ON local_mail_messages (to_email, sent_at);
