-- Sessions kept on the server (docs/decisions/019-session-store-and-keys.md): the session cookie
-- names one of these rows (`sid`), and every request checks that it still exists and is within its
-- absolute lifetime. Signing out, ending a session from "Your sessions", a user admin ending all of
-- a user's sessions, a role change and removing the user delete the rows, which ends the sessions
-- at the next request whatever the cookies still say. `user_id` is the signed-in person (the
-- impersonator while they show the portal as a partner).
CREATE TABLE user_sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  host TEXT NOT NULL CHECK (host IN ('site', 'pim')),
  provider TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  signed_in_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  CHECK (expires_at > signed_in_at)
);
CREATE INDEX user_sessions_user ON user_sessions (user_id, last_seen_at);
CREATE INDEX user_sessions_expiry ON user_sessions (expires_at);

-- DEV's one-time access links (worker/auth/dev-access.ts): each link is accepted once; its hash is
-- kept until the link would have expired anyway.
CREATE TABLE dev_access_grants_used (
  grant_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX dev_access_grants_used_expiry ON dev_access_grants_used (expires_at);

-- A user's partner level is their organisation's level (the vendor's staff, who have none, see all
-- partner content). Users whose own level differed are recorded in the audit trail, then the
-- column goes.
INSERT INTO audit_log (actor_id, action, subject_type, subject_id, before_json, after_json)
  SELECT 'migration:0018', 'user.level-follows-organisation', 'user', u.id,
         json_object('level', u.level), json_object('level', COALESCE(o.level, 'distributor'))
    FROM users u LEFT JOIN partner_organisations o ON o.id = u.organisation_id
   WHERE u.level <> COALESCE(o.level, 'distributor');

ALTER TABLE users DROP COLUMN level;
