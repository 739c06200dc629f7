-- One draft table for every portal wizard (docs/decisions/023-one-wizard-engine.md): the demo
-- request's drafts (`demo_request_drafts`, one per start, named in the page's address) and the
-- success story's and Wave request's (`portal_drafts`, one per person and form) move here, then the
-- two old tables go. A draft is its author's: it goes with the account.
CREATE TABLE wizard_drafts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  wizard TEXT NOT NULL,
  step TEXT NOT NULL,
  values_json TEXT NOT NULL DEFAULT '{}',
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX wizard_drafts_user ON wizard_drafts (user_id, wizard);

-- A demo draft kept no step (the page opens its first unanswered step, worked out from the answers):
-- it starts at the first. Its organisation was never read; the person's organisation is used.
INSERT INTO wizard_drafts (id, user_id, wizard, step, values_json, updated_at)
  SELECT id, user_id, 'demo-request', 'installation-type', answers_json, updated_at FROM demo_request_drafts;

-- A personal draft's id is the wizard's name and the person's id (worker/portal/wizard-draft-store.ts
-- personalDraftKey).
INSERT INTO wizard_drafts (id, user_id, wizard, step, values_json, updated_at)
  SELECT form || ':' || user_id, user_id, form, step, values_json, updated_at FROM portal_drafts;

DROP TABLE demo_request_drafts;
DROP TABLE portal_drafts;
