-- Mail is never silently lost: every message is written here first, with SMTP too, and the server
-- sends and retries it (plugins/mail-sender.ts). In outbox mode (no SMTP_URL) a message counts as
-- delivered when written: /dev/mailbox shows it.
ALTER TABLE mail_outbox
  ADD COLUMN purpose_key text,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN locked_until timestamptz,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN failed_at timestamptz,
  ADD COLUMN last_error text;
UPDATE mail_outbox SET sent_at = created_at;
-- The sender's queue: only what still waits, oldest first.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL AND failed_at IS NULL;
-- A newer message of the same purpose (a new confirmation code) replaces one still waiting.
CREATE INDEX mail_outbox_waiting_purpose_idx ON mail_outbox (purpose_key) WHERE sent_at IS NULL AND failed_at IS NULL;
