-- Scheduled publish and expiry of PIM assets (docs/decisions/039-scheduled-publishing.md): the cron
-- sweep makes an asset active at publish_at and inactive at expires_at, in the name of the editor
-- who set the dates.
ALTER TABLE pim_assets ADD COLUMN publish_at TEXT;
ALTER TABLE pim_assets ADD COLUMN expires_at TEXT;
ALTER TABLE pim_assets ADD COLUMN scheduled_by TEXT;
CREATE INDEX pim_assets_publish_due ON pim_assets (publish_at) WHERE publish_at IS NOT NULL;
CREATE INDEX pim_assets_expiry_due ON pim_assets (expires_at) WHERE expires_at IS NOT NULL;
