-- Issue 18: portal suggestions are triaged (planned, or declined with a note) and the partner sees
-- the outcome, the support team writes notes to the partner about a Wave request.
ALTER TABLE portal_suggestions ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'planned', 'declined'));

ALTER TABLE portal_suggestions ADD COLUMN triage_note TEXT NOT NULL DEFAULT '';

ALTER TABLE portal_suggestions ADD COLUMN triaged_at TEXT;

CREATE INDEX portal_suggestions_status ON portal_suggestions (status, created_at);

CREATE INDEX portal_suggestions_user ON portal_suggestions (user_id, created_at);

CREATE TABLE wave_request_notes (
  id TEXT PRIMARY KEY,
  request_id TEXT NOT NULL REFERENCES wave_requests (id),
  author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX wave_request_notes_request ON wave_request_notes (request_id, created_at);

CREATE INDEX wave_requests_status ON wave_requests (status, updated_at);
