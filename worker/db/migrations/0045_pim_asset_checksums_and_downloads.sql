-- Assets as product managers expect (issue 19 part B, decision 050): the SHA-256 checksum of an
-- asset's file (hex; computed from R2 when the file is stored, or on first view for older assets),
-- and how often the public site handed the file out. A minimum partner level applies only to
-- partner assets: older rows that combined it with "everyone" or "private" lose the contradiction.
ALTER TABLE pim_assets ADD COLUMN file_sha256 TEXT;
ALTER TABLE pim_assets ADD COLUMN download_count INTEGER NOT NULL DEFAULT 0;
UPDATE pim_assets SET minimum_partner_level = NULL WHERE availability <> 'partners';
