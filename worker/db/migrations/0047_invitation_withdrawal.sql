-- A partner executive withdraws a pending invitation (docs/decisions/048-partner-self-service.md):
-- the row stays (who was invited, by whom, and now when and by whom it was withdrawn), and a
-- withdrawn invitation is neither pending nor usable, so its link is refused like a used one.
ALTER TABLE organisation_invitations ADD COLUMN withdrawn_at TEXT;

ALTER TABLE organisation_invitations ADD COLUMN withdrawn_by TEXT REFERENCES users (id) ON DELETE SET NULL;
