-- Issue 18 part B2: partner self-service (docs/decisions/048-partner-self-service.md).
-- A partner executive deactivates (never deletes) people of the organisation: a deactivated
-- account keeps its history, cannot sign in and has no sessions.
ALTER TABLE users ADD COLUMN deactivated_at TEXT;

-- Invitations by e-mail: the link carries a signed token naming one of these rows; the row makes
-- the link single use (accepted_at) and lets the executive see what is pending.
CREATE TABLE organisation_invitations (
  id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES partner_organisations (id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('partner-executive', 'trainee')),
  invited_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  expires_at INTEGER NOT NULL,
  accepted_at TEXT,
  accepted_user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX organisation_invitations_organisation ON organisation_invitations (organisation_id, created_at);

CREATE INDEX organisation_invitations_email ON organisation_invitations (email, accepted_at);

-- The company profile the partner executive keeps: the name as shown, phone, website and the
-- billing address (empty until filled in), and one or more shipping addresses.
ALTER TABLE partner_organisations ADD COLUMN display_name TEXT NOT NULL DEFAULT '';

ALTER TABLE partner_organisations ADD COLUMN phone TEXT NOT NULL DEFAULT '';

ALTER TABLE partner_organisations ADD COLUMN website TEXT NOT NULL DEFAULT '';

ALTER TABLE partner_organisations ADD COLUMN billing_address_json TEXT NOT NULL DEFAULT '{}';

CREATE TABLE organisation_shipping_addresses (
  id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES partner_organisations (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  label TEXT NOT NULL,
  street TEXT NOT NULL,
  number TEXT NOT NULL,
  bus TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  zip TEXT NOT NULL,
  country TEXT NOT NULL CHECK (length(country) = 2 AND country = upper(country)),
  UNIQUE (organisation_id, position)
);

-- A wizard step posted after the session ended (docs/decisions/049-session-expiry-mid-wizard.md):
-- kept until the person signs in again in the same browser (the cookie holds the token whose hash
-- names the row), then moved into their wizard draft.
CREATE TABLE held_wizard_posts (
  token_hash TEXT PRIMARY KEY,
  route TEXT NOT NULL,
  locale TEXT NOT NULL,
  fields_json TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE INDEX held_wizard_posts_expiry ON held_wizard_posts (expires_at);

-- Promotions are announced to the partners they are for once, when they start; the ones already
-- running are not announced again.
ALTER TABLE promotions ADD COLUMN announced_at TEXT;

UPDATE promotions SET announced_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
