-- Saved LED wall configurations, reachable by a signed link for 30 days (worker/led/).
-- configuration_json: the visitor's choices (sizes in mm, unit, region, rounding, spare percent);
-- model_json: the LED model as it was when saved, so the result stays the same if the catalogue changes.
CREATE TABLE led_configurations (
  id TEXT PRIMARY KEY,
  locale TEXT NOT NULL,
  configuration_json TEXT NOT NULL,
  model_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX led_configurations_expiry ON led_configurations (expires_at);

-- Every 'mail me' request, stored before the mail is sent: sending → sent or failed.
CREATE TABLE led_configuration_mails (
  id TEXT PRIMARY KEY,
  configuration_id TEXT NOT NULL REFERENCES led_configurations (id),
  email TEXT NOT NULL,
  status TEXT NOT NULL,
  last_error TEXT,
  requested_at TEXT NOT NULL,
  sent_at TEXT
);
