-- Every accepted form submission (a lead) is stored here before the visitor gets an answer, then
-- handed to the customer record system by the LEADS queue consumer (docs/decisions/009-lead-hand-off.md).
-- status: received (stored, not yet queued) → queued → delivered; a failed attempt keeps it queued
-- with attempts and last_error; after the last attempt it is parked as dead_letter until replayed.
-- held: stored without a bot-protection token (a visitor without JavaScript), released by a person.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  submission_key TEXT NOT NULL UNIQUE,
  form TEXT NOT NULL,
  locale TEXT NOT NULL,
  email TEXT NOT NULL,
  payload_json TEXT NOT NULL,
  consent_privacy INTEGER NOT NULL DEFAULT 0,
  consent_terms INTEGER NOT NULL DEFAULT 0,
  consent_marketing INTEGER NOT NULL DEFAULT 0,
  consented_at TEXT NOT NULL,
  bot_check TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'received',
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  last_attempt_at TEXT,
  external_id TEXT,
  received_at TEXT NOT NULL,
  delivered_at TEXT
);
CREATE INDEX leads_status ON leads (status, received_at);

-- Files uploaded with a lead, stored in R2 under r2_key; content_type is the sniffed type.
CREATE TABLE lead_files (
  lead_id TEXT NOT NULL REFERENCES leads (id),
  position INTEGER NOT NULL,
  r2_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  PRIMARY KEY (lead_id, position)
);

-- Fixed-window counters of the form rate limits: one row per limit, client and window.
CREATE TABLE rate_limit_windows (
  limit_name TEXT NOT NULL,
  client_key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (limit_name, client_key, window_start)
);
