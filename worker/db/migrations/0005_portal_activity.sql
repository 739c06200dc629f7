-- Trainings and certification, promotions, demo equipment and partner event registrations
-- (SPEC.md points 1, 3 and 4; docs/decisions/012-portal-activity.md). Texts shown to partners are
-- JSON objects with one text per catalog file ({"en-gb": …, "fr-fr": …}).

-- A training: scheduled (starts_at/ends_at) or given on request for a partner's team.
CREATE TABLE trainings (
  id TEXT PRIMARY KEY,
  schedule TEXT NOT NULL CHECK (schedule IN ('scheduled', 'on-request')),
  starts_at TEXT,
  ends_at TEXT,
  format TEXT NOT NULL CHECK (format IN ('classroom', 'online')),
  business_line TEXT NOT NULL CHECK (business_line IN ('pro', 'led', 'signage')),
  title_json TEXT NOT NULL,
  description_json TEXT NOT NULL,
  location_json TEXT NOT NULL,
  certification_json TEXT NOT NULL,
  CHECK ((schedule = 'scheduled') = (starts_at IS NOT NULL AND ends_at IS NOT NULL))
);
CREATE INDEX trainings_starts_at ON trainings (schedule, starts_at);

-- A person's enrolment and progress: start → in-progress → done.
CREATE TABLE training_enrolments (
  training_id TEXT NOT NULL REFERENCES trainings (id),
  user_id TEXT NOT NULL REFERENCES users (id),
  progress TEXT NOT NULL DEFAULT 'start' CHECK (progress IN ('start', 'in-progress', 'done')),
  enrolled_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (training_id, user_id)
);
CREATE INDEX training_enrolments_user ON training_enrolments (user_id);

-- The certification earned when a trainee's progress reaches done.
CREATE TABLE certifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  training_id TEXT NOT NULL REFERENCES trainings (id),
  earned_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (user_id, training_id)
);

-- A partner's request for an on-request training for its own team.
CREATE TABLE training_requests (
  id TEXT PRIMARY KEY,
  training_id TEXT NOT NULL REFERENCES trainings (id),
  organisation_id TEXT NOT NULL REFERENCES partner_organisations (id),
  requester_id TEXT NOT NULL REFERENCES users (id),
  participants INTEGER NOT NULL,
  preferred_month TEXT NOT NULL,
  requested_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX training_requests_organisation ON training_requests (organisation_id);

-- Partner promotions (for partners to pass on) and provider promotions (the vendor's own offers),
-- shown to partners of at least minimum_level working in one of its business lines.
CREATE TABLE promotions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('partner', 'provider')),
  minimum_level TEXT NOT NULL CHECK (minimum_level IN ('blue', 'silver', 'gold', 'platinum', 'distributor')),
  valid_from TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  title_json TEXT NOT NULL,
  description_json TEXT NOT NULL,
  CHECK (valid_until >= valid_from)
);
CREATE INDEX promotions_validity ON promotions (valid_from, valid_until);

CREATE TABLE promotion_business_lines (
  promotion_id TEXT NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  business_line TEXT NOT NULL CHECK (business_line IN ('pro', 'led', 'signage')),
  PRIMARY KEY (promotion_id, business_line)
);

-- Demo equipment on hand per catalogue product (CTN).
CREATE TABLE demo_stock (
  product_ctn TEXT PRIMARY KEY,
  units INTEGER NOT NULL CHECK (units >= 0)
);

-- A demo equipment request: requested → sent-for-approval → approved | rejected; approved → handled.
-- stock_short: approved although the stock cannot cover it for its dates (the requester is contacted).
CREATE TABLE demo_requests (
  id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES partner_organisations (id),
  requester_id TEXT NOT NULL REFERENCES users (id),
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'sent-for-approval', 'approved', 'rejected', 'handled')),
  installation_type TEXT NOT NULL,
  date_from TEXT NOT NULL,
  date_until TEXT NOT NULL,
  event TEXT NOT NULL,
  street TEXT NOT NULL,
  number TEXT NOT NULL,
  bus TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  zip TEXT NOT NULL,
  country TEXT NOT NULL,
  installation_required INTEGER NOT NULL CHECK (installation_required IN (0, 1)),
  remarks TEXT NOT NULL DEFAULT '',
  stock_short INTEGER NOT NULL DEFAULT 0 CHECK (stock_short IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (date_until > date_from)
);
CREATE INDEX demo_requests_organisation ON demo_requests (organisation_id, status);

CREATE TABLE demo_request_products (
  request_id TEXT NOT NULL REFERENCES demo_requests (id) ON DELETE CASCADE,
  product_ctn TEXT NOT NULL,
  units INTEGER NOT NULL CHECK (units > 0),
  PRIMARY KEY (request_id, product_ctn)
);

-- The demo request wizard's answers so far (it works without JavaScript: one plain post per step).
CREATE TABLE demo_request_drafts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  organisation_id TEXT NOT NULL REFERENCES partner_organisations (id),
  answers_json TEXT NOT NULL DEFAULT '{}',
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX demo_request_drafts_user ON demo_request_drafts (user_id);

-- Registrations for partner events (published content in KV, referenced by event id).
CREATE TABLE event_registrations (
  event_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id),
  organisation_id TEXT NOT NULL REFERENCES partner_organisations (id),
  registered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX event_registrations_organisation ON event_registrations (event_id, organisation_id);
