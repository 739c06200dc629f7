-- The catalogue the PIM owns (docs/decisions/037-pim-owns-the-catalogue.md): product categories,
-- product lines and products, one row each with the draft editors change and the version last
-- published to the site, both JSON records of the schemas in ui/content/catalogue-source.ts. The
-- seed (kv-seed/content/catalogue/) fills it; from then on only the PIM changes it.
CREATE TABLE pim_catalogue_records (
  kind TEXT NOT NULL CHECK (kind IN ('category', 'line', 'product')),
  id TEXT NOT NULL,
  -- The record's place in the catalogue (the order the site lists them in).
  position INTEGER NOT NULL,
  draft_json TEXT NOT NULL,
  published_json TEXT,
  -- Saves of the draft so far, and the draft revision the published version is.
  draft_revision INTEGER NOT NULL DEFAULT 1,
  published_revision INTEGER,
  draft_saved_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  draft_saved_by TEXT,
  published_at TEXT,
  published_by TEXT,
  -- A publish of the draft (publish_at) or an expiry (expires_at: the product is archived) the
  -- cron sweep makes when due, in the name of the editor who scheduled it.
  publish_at TEXT,
  expires_at TEXT,
  scheduled_by TEXT,
  -- Read by the lists without parsing the records.
  status TEXT GENERATED ALWAYS AS (json_extract(draft_json, '$.status')) VIRTUAL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX pim_catalogue_publish_due ON pim_catalogue_records (publish_at) WHERE publish_at IS NOT NULL;
CREATE INDEX pim_catalogue_expiry_due ON pim_catalogue_records (expires_at) WHERE expires_at IS NOT NULL;

-- A draft previewed on the site: the published records (KV key and value) its draft would change,
-- shown instead of KV's to a browser holding a signed preview link for it.
CREATE TABLE pim_draft_entries (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (kind, id, key),
  FOREIGN KEY (kind, id) REFERENCES pim_catalogue_records (kind, id) ON DELETE CASCADE
);

-- One catalogue publish at a time: a publish computes the site's records from the whole catalogue,
-- so two at once could each write a record without the other's change.
CREATE TABLE pim_publish_lock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  holder TEXT,
  held_until TEXT
);
INSERT INTO pim_publish_lock (id, holder, held_until) VALUES (1, NULL, NULL);
