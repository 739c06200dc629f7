-- Every state change in the portal and the PIM is recorded here: who did it (and on whose
-- behalf when impersonating), what, and the record before and after.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  occurred_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor_id TEXT NOT NULL,
  on_behalf_of_id TEXT,
  action TEXT NOT NULL,
  subject_type TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT
);
CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id);
CREATE INDEX audit_log_actor ON audit_log (actor_id, occurred_at);
