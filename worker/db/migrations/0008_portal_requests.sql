-- Issue 7 (second half): the video library, success story submissions, support requests and
-- Wave requests, plus the portal's drafts (one per person and form) and the local stand-ins of the
-- Wave account service and of the customer record system's Wave requests.

CREATE TABLE portal_video_collections (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  -- {"en-gb": "…", "fr-fr": "…", …}
  titles_json TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE portal_videos (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  collection_id TEXT REFERENCES portal_video_collections (id),
  titles_json TEXT NOT NULL,
  descriptions_json TEXT NOT NULL,
  duration_seconds INTEGER NOT NULL CHECK (duration_seconds >= 0),
  -- R2 keys of the media; captions are one WebVTT file per locale under captions_prefix.
  video_key TEXT,
  video_type TEXT,
  poster_key TEXT,
  captions_prefix TEXT NOT NULL,
  added_at TEXT NOT NULL
);
CREATE INDEX portal_videos_added ON portal_videos (added_at DESC);
CREATE INDEX portal_videos_collection ON portal_videos (collection_id);

-- A form being filled in over several steps, kept per person so that it survives a reload.
CREATE TABLE portal_drafts (
  user_id TEXT NOT NULL REFERENCES users (id),
  form TEXT NOT NULL CHECK (form IN ('success-story', 'wave-request')),
  step TEXT NOT NULL,
  values_json TEXT NOT NULL DEFAULT '{}',
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (user_id, form)
);

-- Files uploaded to a draft or a submitted story (pictures and logos), stored in R2.
CREATE TABLE success_story_files (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  story_id TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('picture', 'logo')),
  r2_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  uploaded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX success_story_files_draft ON success_story_files (user_id, story_id);

CREATE TABLE success_stories (
  id TEXT PRIMARY KEY,
  submitted_by TEXT NOT NULL REFERENCES users (id),
  organisation_id TEXT REFERENCES partner_organisations (id),
  project_name TEXT NOT NULL,
  client_name TEXT NOT NULL,
  values_json TEXT NOT NULL,
  locale TEXT NOT NULL,
  submitted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX success_stories_submitter ON success_stories (submitted_by);

-- Portal bug reports and feature suggestions.
CREATE TABLE portal_suggestions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('bug', 'feature')),
  summary TEXT NOT NULL,
  description TEXT NOT NULL,
  page_address TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Support tickets the portal sent: the ticket itself is a technical lead (leads pipeline).
CREATE TABLE portal_support_tickets (
  lead_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A partner organisation's request for Wave. Phase one creates the Wave account
-- ('account-created'), phase two finalises the request in the customer record system
-- ('finalised'). A request whose phase two failed is resumed or rolled back ('rolled-back').
CREATE TABLE wave_requests (
  id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES partner_organisations (id),
  requested_by TEXT NOT NULL REFERENCES users (id),
  status TEXT NOT NULL CHECK (status IN ('submitted', 'account-created', 'finalised', 'rolled-back')),
  wave_account_id TEXT,
  values_json TEXT NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- One live request per organisation: an earlier request by the executive or a colleague blocks a new one.
CREATE UNIQUE INDEX wave_requests_one_per_organisation ON wave_requests (organisation_id) WHERE status <> 'rolled-back';
