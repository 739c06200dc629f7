-- Issue 18: demo equipment from approval to return (docs/decisions/033-staff-console-and-demo-fulfilment.md).
-- A request may now be withdrawn by the partner until it is approved, the demo coordinator's
-- decision carries a reason, an approved request is fulfilled alongside its status (units
-- allocated, shipped with carrier and tracking number, due back, returned), and `handled` means
-- the equipment is back. The demo pool becomes units with serial numbers (demo_units), each
-- allocated to at most one request at a time (demo_allocations), instead of a count per product.
--
-- SQLite cannot change the status CHECK in place, so demo_requests is rebuilt, dropping it deletes
-- its products through ON DELETE CASCADE, so they are kept aside and put back.
PRAGMA defer_foreign_keys = true;

CREATE TABLE kept_demo_request_products AS SELECT * FROM demo_request_products;

CREATE TABLE demo_requests_with_fulfilment (
  id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES partner_organisations (id),
  requester_id TEXT NOT NULL REFERENCES users (id),
  status TEXT NOT NULL DEFAULT 'requested' CHECK (
    status IN ('requested', 'sent-for-approval', 'approved', 'rejected', 'handled', 'withdrawn')
  ),
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
  -- The reason the demo coordinator gave with the approval or rejection (or for closing it).
  decision_note TEXT NOT NULL DEFAULT '',
  carrier TEXT,
  tracking_number TEXT,
  shipped_at TEXT,
  -- The day the equipment is due back (ISO date), set when it ships.
  due_back TEXT,
  returned_at TEXT,
  -- The last day an overdue reminder went out (at most one a day).
  overdue_reminded_on TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (date_until > date_from)
);

INSERT INTO demo_requests_with_fulfilment (
  id, organisation_id, requester_id, status, installation_type, date_from, date_until, event, street, number, bus, city, zip,
  country, installation_required, remarks, stock_short, created_at, updated_at
)
  SELECT id, organisation_id, requester_id, status, installation_type, date_from, date_until, event, street, number, bus, city, zip,
         country, installation_required, remarks, stock_short, created_at, updated_at
    FROM demo_requests;

DROP TABLE demo_requests;

ALTER TABLE demo_requests_with_fulfilment RENAME TO demo_requests;

CREATE INDEX demo_requests_organisation ON demo_requests (organisation_id, status);

CREATE INDEX demo_requests_out ON demo_requests (due_back) WHERE status = 'approved' AND shipped_at IS NOT NULL;

INSERT INTO demo_request_products SELECT * FROM kept_demo_request_products
  WHERE NOT EXISTS (
    SELECT 1 FROM demo_request_products p
     WHERE p.request_id = kept_demo_request_products.request_id AND p.product_ctn = kept_demo_request_products.product_ctn
  );

DROP TABLE kept_demo_request_products;

-- One row per physical unit of the demo pool.
CREATE TABLE demo_units (
  id TEXT PRIMARY KEY,
  product_ctn TEXT NOT NULL,
  serial TEXT NOT NULL UNIQUE,
  added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX demo_units_product ON demo_units (product_ctn);

-- The units the stock counted so far, numbered per product.
WITH RECURSIVE counter (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM counter WHERE n < 999)
INSERT INTO demo_units (id, product_ctn, serial)
  SELECT 'du-' || lower(replace(s.product_ctn, '/', '-')) || '-' || printf('%02d', counter.n),
         s.product_ctn,
         'VD-' || replace(s.product_ctn, '/', '-') || '-' || printf('%02d', counter.n)
    FROM demo_stock s JOIN counter ON counter.n <= s.units;

DROP TABLE demo_stock;

-- Which units go to which approved request (for its dates, until they are back).
CREATE TABLE demo_allocations (
  request_id TEXT NOT NULL REFERENCES demo_requests (id) ON DELETE CASCADE,
  unit_id TEXT NOT NULL REFERENCES demo_units (id),
  PRIMARY KEY (request_id, unit_id)
);
CREATE INDEX demo_allocations_unit ON demo_allocations (unit_id);
