-- The product information area's own roles (SPEC.md point 2, "PIM"): PIM editors change products
-- and assets, PIM viewers read them. SQLite cannot change a CHECK constraint in place, so the users
-- table is rebuilt with the wider role list (foreign keys to it are checked at the end).
PRAGMA defer_foreign_keys = true;

CREATE TABLE users_with_pim_roles (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('partner-executive', 'trainee', 'sales-manager', 'user-admin', 'pim-editor', 'pim-viewer')),
  level TEXT NOT NULL CHECK (level IN ('blue', 'silver', 'gold', 'platinum', 'distributor')),
  organisation_id TEXT REFERENCES partner_organisations (id),
  customer_record_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((role IN ('partner-executive', 'trainee')) = (organisation_id IS NOT NULL))
);

INSERT INTO users_with_pim_roles (id, email, name, role, level, organisation_id, customer_record_id, created_at, updated_at)
  SELECT id, email, name, role, level, organisation_id, customer_record_id, created_at, updated_at FROM users;

DROP TABLE users;

ALTER TABLE users_with_pim_roles RENAME TO users;

CREATE INDEX users_organisation ON users (organisation_id);

CREATE INDEX users_name ON users (name COLLATE NOCASE);
