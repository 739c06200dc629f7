-- The product information area: assets (firmware, SICP, SICP tool, document, scaler firmware)
-- with their file and release notes in R2, and the catalogue products each is linked to (products
-- and their status are the published catalogue in KV).
CREATE TABLE pim_assets (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  version TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('firmware', 'sicp', 'sicp-tool', 'document', 'scaler-firmware')),
  status TEXT NOT NULL CHECK (status IN ('active', 'inactive')),
  availability TEXT NOT NULL CHECK (availability IN ('everyone', 'partners', 'private')),
  -- The level the asset is meant for (shown to editors) and the lowest level that may download it.
  partner_level TEXT CHECK (partner_level IN ('blue', 'silver', 'gold', 'platinum', 'distributor')),
  minimum_partner_level TEXT CHECK (minimum_partner_level IN ('blue', 'silver', 'gold', 'platinum', 'distributor')),
  -- The secret of the asset's unique link (private assets are reachable only through it).
  private_key TEXT NOT NULL UNIQUE,
  file_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  file_type TEXT NOT NULL,
  file_size INTEGER NOT NULL,
  release_notes_key TEXT,
  release_notes_name TEXT,
  release_notes_type TEXT,
  release_notes_size INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_by TEXT NOT NULL
);
CREATE INDEX pim_assets_updated ON pim_assets (updated_at);

CREATE TABLE pim_asset_products (
  asset_id TEXT NOT NULL REFERENCES pim_assets (id) ON DELETE CASCADE,
  product_ctn TEXT NOT NULL,
  PRIMARY KEY (asset_id, product_ctn)
);
CREATE INDEX pim_asset_products_product ON pim_asset_products (product_ctn);
