-- "Share by email" of a corporate configuration (worker/guides/configuration-share-store.ts): stored
-- before the mail is sent, then marked sent or failed with the mail system's answer.
CREATE TABLE configuration_shares (
  id TEXT PRIMARY KEY,
  tool TEXT NOT NULL,
  email TEXT NOT NULL,
  locale TEXT NOT NULL,
  configuration TEXT NOT NULL,
  link TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('received', 'sent', 'failed')),
  message_id TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX configuration_shares_status ON configuration_shares (status, created_at);
