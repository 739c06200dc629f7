-- Partner organisations, the people with a portal account and their roles (SPEC.md points 3 and 6).
-- Partner executives and trainees belong to an organisation; sales managers and user admins are the
-- vendor's own staff. Each organisation is looked after by one sales manager.
CREATE TABLE partner_organisations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  country TEXT NOT NULL CHECK (length(country) = 2 AND country = upper(country)),
  level TEXT NOT NULL CHECK (level IN ('blue', 'silver', 'gold', 'platinum', 'distributor')),
  wave_enabled INTEGER NOT NULL DEFAULT 0 CHECK (wave_enabled IN (0, 1)),
  wave_eligible INTEGER NOT NULL DEFAULT 0 CHECK (wave_eligible IN (0, 1)),
  sales_manager_id TEXT REFERENCES users (id),
  -- The organisation's account id in the customer record system.
  customer_record_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX partner_organisations_name ON partner_organisations (name COLLATE NOCASE);
CREATE INDEX partner_organisations_sales_manager ON partner_organisations (sales_manager_id);

CREATE TABLE partner_business_lines (
  organisation_id TEXT NOT NULL REFERENCES partner_organisations (id) ON DELETE CASCADE,
  business_line TEXT NOT NULL CHECK (business_line IN ('pro', 'led', 'signage')),
  PRIMARY KEY (organisation_id, business_line)
);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('partner-executive', 'trainee', 'sales-manager', 'user-admin')),
  level TEXT NOT NULL CHECK (level IN ('blue', 'silver', 'gold', 'platinum', 'distributor')),
  organisation_id TEXT REFERENCES partner_organisations (id),
  customer_record_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((role IN ('partner-executive', 'trainee')) = (organisation_id IS NOT NULL))
);
CREATE INDEX users_organisation ON users (organisation_id);
CREATE INDEX users_name ON users (name COLLATE NOCASE);

-- A partner's registered projects. When a user is removed, their projects go to the sales manager
-- who looks after their organisation.
CREATE TABLE partner_projects (
  id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES partner_organisations (id),
  owner_id TEXT NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  end_customer TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX partner_projects_owner ON partner_projects (owner_id);
