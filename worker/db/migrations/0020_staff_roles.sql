-- Issue 18: two staff roles of the staff console (docs/decisions/033-staff-console-and-demo-fulfilment.md):
-- the demo coordinator (approves or rejects demo requests, allocates, ships and takes back the
-- equipment) and the support agent (answers tickets, triages portal suggestions, handles Wave
-- requests). SQLite cannot change a CHECK constraint in place, so the users table is rebuilt.
--
-- How, with foreign keys enforced (D1 cannot turn them off): dropping `users` deletes its rows
-- first. Rows of tables that reference users ON DELETE CASCADE (sessions, wizard drafts) go with
-- them, so they are kept aside and put back. Rows of the other referencing tables (requests,
-- enrolments, …) become orphans, which the deferred foreign keys only count, and the count goes
-- down again only when the matching user rows are inserted into a table named `users`. So the new
-- table starts empty, takes the name, and only then gets the rows: every orphan finds its user
-- again before the transaction commits (inserting before the rename would leave the count up and
-- fail the commit).
PRAGMA defer_foreign_keys = true;

CREATE TABLE kept_users AS
  SELECT id, email, name, role, organisation_id, customer_record_id, created_at, updated_at FROM users;

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

DROP TABLE users;

ALTER TABLE users_with_staff_roles RENAME TO users;

INSERT INTO users (id, email, name, role, organisation_id, customer_record_id, created_at, updated_at)
  SELECT id, email, name, role, organisation_id, customer_record_id, created_at, updated_at FROM kept_users;

CREATE INDEX users_organisation ON users (organisation_id);

CREATE INDEX users_name ON users (name COLLATE NOCASE);

INSERT INTO user_sessions SELECT * FROM kept_user_sessions;

INSERT INTO wizard_drafts SELECT * FROM kept_wizard_drafts;

DROP TABLE kept_users;

DROP TABLE kept_user_sessions;

DROP TABLE kept_wizard_drafts;
