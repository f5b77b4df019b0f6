-- One-time links that lift a staff account's lockout (decision 018); stored hashed like setup links.
CREATE TABLE staff_unlock_tokens (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_unlock_tokens_staff_idx ON staff_unlock_tokens (staff_id);
