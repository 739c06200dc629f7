-- The state of every completed sign-in, kept until it would have expired anyway, so that a
-- provider's answer (callback URL) is accepted once only.
CREATE TABLE sign_in_states_used (
  state_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sign_in_states_used_expiry ON sign_in_states_used (expires_at);

-- The built-in OpenID Connect provider that stands in for Microsoft and Google in LOCAL and DEV
-- (worker/auth/local-provider/). Unused elsewhere: that provider exists nowhere else.
CREATE TABLE local_oidc_signing_keys (
  kid TEXT PRIMARY KEY,
  private_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE local_oidc_authorisation_codes (
  code_hash TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  nonce TEXT NOT NULL,
  email TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- The D1-backed stand-in for the customer record system in LOCAL and DEV
-- (worker/customer-records/local-customer-records.ts): one contact per portal user.
CREATE TABLE local_customer_records (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  name TEXT NOT NULL,
  portal_role TEXT NOT NULL,
  partner_level TEXT NOT NULL,
  account_id TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
