-- Issue 18 part B: success stories are reviewed (asked for changes, or approved and published
-- as a public success story with a translation task for the marketing team), and trainings are
-- run by trainers: a training request becomes a session (date and time, place or link, seats)
-- whose participants' attendance the trainer confirms; only confirmed attendance certifies, and
-- a certificate expires (docs/decisions/047-trainer-confirmed-certification.md).
ALTER TABLE success_stories ADD COLUMN status TEXT NOT NULL DEFAULT 'submitted'
  CHECK (status IN ('submitted', 'changes-requested', 'published'));

ALTER TABLE success_stories ADD COLUMN review_comment TEXT;

ALTER TABLE success_stories ADD COLUMN reviewed_by TEXT;

ALTER TABLE success_stories ADD COLUMN reviewed_at TEXT;

ALTER TABLE success_stories ADD COLUMN published_slug TEXT;

ALTER TABLE success_stories ADD COLUMN published_at TEXT;

CREATE INDEX success_stories_status ON success_stories (status, submitted_at);

-- The story a draft revises (the partner edits a story sent back for changes in the wizard).
CREATE TABLE success_story_revisions (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  story_id TEXT NOT NULL REFERENCES success_stories (id)
);

-- The marketing team's follow-up of a published story: translating it into the other languages.
CREATE TABLE success_story_translation_tasks (
  story_id TEXT PRIMARY KEY REFERENCES success_stories (id),
  source_language TEXT NOT NULL,
  languages_json TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  done_at TEXT,
  done_by TEXT
);

-- A session of an on-request training, scheduled by a trainer for one request.
CREATE TABLE training_sessions (
  id TEXT PRIMARY KEY,
  request_id TEXT NOT NULL UNIQUE REFERENCES training_requests (id),
  training_id TEXT NOT NULL REFERENCES trainings (id),
  organisation_id TEXT NOT NULL REFERENCES partner_organisations (id),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  place TEXT NOT NULL DEFAULT '',
  link TEXT NOT NULL DEFAULT '',
  seats INTEGER NOT NULL CHECK (seats > 0),
  trainer_id TEXT REFERENCES users (id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (ends_at > starts_at),
  CHECK (place <> '' OR link <> '')
);

-- An enrolment in a session (null: the training's own schedule), and the trainer's word on attendance.
ALTER TABLE training_enrolments ADD COLUMN session_id TEXT REFERENCES training_sessions (id);

ALTER TABLE training_enrolments ADD COLUMN attendance TEXT NOT NULL DEFAULT 'booked'
  CHECK (attendance IN ('booked', 'attended', 'absent'));

ALTER TABLE training_enrolments ADD COLUMN attendance_confirmed_by TEXT;

ALTER TABLE training_enrolments ADD COLUMN attendance_confirmed_at TEXT;

CREATE INDEX training_enrolments_session ON training_enrolments (session_id);

ALTER TABLE certifications ADD COLUMN expires_at TEXT;

ALTER TABLE certifications ADD COLUMN session_id TEXT;
