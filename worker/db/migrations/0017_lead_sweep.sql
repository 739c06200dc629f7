-- No lead stays stuck (docs/decisions/009-lead-hand-off.md): when a lead last went onto the LEADS
-- queue (queued_at), and how often the scheduled sweep had to put it back since it was stored or
-- last replayed (sweeps). A lead left queued with no hand-off activity is put back; one the sweep
-- has put back MAX_LEAD_SWEEPS times is parked as dead_letter with the reason. Leads queued before
-- this migration count from their received_at.
ALTER TABLE leads ADD COLUMN queued_at TEXT;
ALTER TABLE leads ADD COLUMN sweeps INTEGER NOT NULL DEFAULT 0;
