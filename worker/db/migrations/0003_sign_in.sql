-- The state of every completed sign-in, kept until it would have expired anyway, so that a
-- provider's answer (callback URL) is accepted once only.
CREATE TABLE sign_in_states_used (
  state_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sign_in_states_used_expiry ON sign_in_states_used (expires_at);
