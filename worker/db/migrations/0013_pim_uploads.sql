-- Streamed multipart uploads of PIM files into R2: one row per upload (R2's upload id and key),
-- one per stored part with its ETag, so a dropped part is sent again and a reloaded page resumes.
CREATE TABLE pim_uploads (
  id TEXT PRIMARY KEY,
  r2_key TEXT NOT NULL,
  r2_upload_id TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('file', 'release-notes')),
  file_name TEXT NOT NULL,
  file_size INTEGER NOT NULL,
  part_size INTEGER NOT NULL,
  sniffed_type TEXT,
  state TEXT NOT NULL CHECK (state IN ('uploading', 'completed', 'aborted')),
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE pim_upload_parts (
  upload_id TEXT NOT NULL REFERENCES pim_uploads (id) ON DELETE CASCADE,
  part_number INTEGER NOT NULL,
  etag TEXT NOT NULL,
  size INTEGER NOT NULL,
  PRIMARY KEY (upload_id, part_number)
);
