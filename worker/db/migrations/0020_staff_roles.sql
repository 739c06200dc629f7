-- Issue 18: two staff roles of the staff console (docs/decisions/033-staff-console-and-demo-fulfilment.md):
-- the demo coordinator (approves or rejects demo requests, allocates, ships and takes back the
-- equipment) and the support agent (answers tickets, triages portal suggestions, handles Wave
-- requests). SQLite cannot change a CHECK constraint in place, so the users table is rebuilt with
-- the wider role list, as in 0011 (foreign keys to it are checked at the end).
--
-- Dropping the old table deletes its rows first, and with them, through ON DELETE CASCADE, every
-- session (user_sessions) and wizard draft (wizard_drafts): both are kept aside and put back.
PRAGMA defer_foreign_keys = true;

CREATE TABLE kept_user_sessions AS SELECT * FROM user_sessions;

CREATE TABLE kept_wizard_drafts AS SELECT * FROM wizard_drafts;

CREATE TABLE users_with_staff_roles (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (
    role IN ('partner-executive', 'trainee', 'sales-manager', 'user-admin', 'pim-editor', 'pim-viewer', 'demo-coordinator', 'support-agent')
  ),
  organisation_id TEXT REFERENCES partner_organisations (id),
  customer_record_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((role IN ('partner-executive', 'trainee')) = (organisation_id IS NOT NULL))
);

INSERT INTO users_with_staff_roles (id, email, name, role, organisation_id, customer_record_id, created_at, updated_at)
  SELECT id, email, name, role, organisation_id, customer_record_id, created_at, updated_at FROM users;

DROP TABLE users;

ALTER TABLE users_with_staff_roles RENAME TO users;

CREATE INDEX users_organisation ON users (organisation_id);

CREATE INDEX users_name ON users (name COLLATE NOCASE);

INSERT INTO user_sessions SELECT * FROM kept_user_sessions WHERE id NOT IN (SELECT id FROM user_sessions);

INSERT INTO wizard_drafts SELECT * FROM kept_wizard_drafts WHERE id NOT IN (SELECT id FROM wizard_drafts);

DROP TABLE kept_user_sessions;

DROP TABLE kept_wizard_drafts;
