-- Asset lifecycle (issue 19, decision 051): the asset an asset supersedes (its previous version;
-- at most one newer version each), when and by whom it was archived (kept, restorable, on no public
-- or partner surface), and when its private link was last replaced (the key is new, old links fail).
ALTER TABLE pim_assets ADD COLUMN supersedes_id TEXT REFERENCES pim_assets (id) ON DELETE SET NULL;
ALTER TABLE pim_assets ADD COLUMN archived_at TEXT;
ALTER TABLE pim_assets ADD COLUMN archived_by TEXT;
ALTER TABLE pim_assets ADD COLUMN link_rotated_at TEXT;
CREATE UNIQUE INDEX pim_assets_superseded_once ON pim_assets (supersedes_id) WHERE supersedes_id IS NOT NULL;
