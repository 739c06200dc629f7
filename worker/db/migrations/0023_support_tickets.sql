-- Issue 18: "My tickets" (docs/decisions/033-staff-console-and-demo-fulfilment.md). A portal
-- ticket keeps being a technical lead (the leads pipeline hands it to the customer record
-- system), the portal now also gives it a case number and a status, and keeps the conversation
-- between the partner and the support team.
ALTER TABLE portal_support_tickets ADD COLUMN case_number TEXT;

ALTER TABLE portal_support_tickets ADD COLUMN status TEXT NOT NULL DEFAULT 'received'
  CHECK (status IN ('received', 'in-progress', 'answered', 'closed'));

ALTER TABLE portal_support_tickets ADD COLUMN updated_at TEXT;

UPDATE portal_support_tickets SET case_number = 'TS-' || printf('%06d', rowid), updated_at = created_at;

CREATE UNIQUE INDEX portal_support_tickets_case_number ON portal_support_tickets (case_number);

CREATE INDEX portal_support_tickets_user ON portal_support_tickets (user_id, created_at);

CREATE INDEX portal_support_tickets_status ON portal_support_tickets (status, updated_at);

-- The answers and replies of a ticket (its first message is the ticket's problem description).
CREATE TABLE support_ticket_messages (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES portal_support_tickets (lead_id) ON DELETE CASCADE,
  author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  -- 'staff' (the support team) or 'partner' (the person who sent the ticket).
  side TEXT NOT NULL CHECK (side IN ('staff', 'partner')),
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX support_ticket_messages_ticket ON support_ticket_messages (lead_id, created_at);
