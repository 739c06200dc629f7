-- The stand-ins' own tables (LOCAL, DEV and the tests only; docs/decisions/024-data-access.md): the
-- built-in sign-in provider, the customer record system, the Wave account service and the mail
-- system as the LOCAL adapters keep them. Never applied in UAT or PRD. "IF NOT EXISTS": databases
-- migrated before this set existed already have these tables from the production migrations of then.

-- The built-in OpenID Connect provider that stands in for Microsoft and Google in LOCAL and DEV
-- (worker/auth/local-provider/). Unused elsewhere: that provider exists nowhere else.
CREATE TABLE IF NOT EXISTS local_oidc_signing_keys (
  kid TEXT PRIMARY KEY,
  private_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS local_oidc_authorisation_codes (
  code_hash TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  nonce TEXT NOT NULL,
  email TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- The D1-backed stand-in for the customer record system in LOCAL and DEV
-- (worker/customer-records/local-customer-record-store.ts): one contact per portal user.
CREATE TABLE IF NOT EXISTS local_customer_records (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  name TEXT NOT NULL,
  portal_role TEXT NOT NULL,
  partner_level TEXT NOT NULL,
  account_id TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The local customer record system (ENVIRONMENT=LOCAL): what production would send, kept here.
CREATE TABLE IF NOT EXISTS local_customer_leads (
  lead_id TEXT PRIMARY KEY,
  record_json TEXT NOT NULL,
  received_at TEXT NOT NULL
);

-- The Wave account service's stand-in (LOCAL, DEV and tests).
CREATE TABLE IF NOT EXISTS local_wave_accounts (
  id TEXT PRIMARY KEY,
  request_reference TEXT NOT NULL UNIQUE,
  organisation_name TEXT NOT NULL,
  country TEXT NOT NULL,
  admin_email TEXT NOT NULL,
  admin_name TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The customer record system's stand-in for Wave requests on an account.
CREATE TABLE IF NOT EXISTS local_customer_wave_requests (
  account_id TEXT PRIMARY KEY,
  request_reference TEXT NOT NULL,
  wave_account_id TEXT NOT NULL,
  requested_by_email TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The local mail system (LOCAL and DEV without MAIL_API_KEY): every message the site would send,
-- kept here as sent (worker/adapters/mail/local-mailbox-store.ts).
CREATE TABLE IF NOT EXISTS local_mail_messages (
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
CREATE INDEX IF NOT EXISTS local_mail_messages_to ON local_mail_messages (to_email, sent_at);
