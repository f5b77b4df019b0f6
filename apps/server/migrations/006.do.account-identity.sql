-- One identity per account: the address is stored in its normalised form (contract normalizeMail:
-- NFKC, trimmed, lower case) and compared exactly, so the database never applies a case rule of its
-- own (lower() follows the server's locale; in some, 'İ' becomes 'i'). New addresses are ASCII.
UPDATE members SET mail = lower(mail);
DROP INDEX members_mail_key;
CREATE UNIQUE INDEX members_mail_key ON members (mail);
ALTER TABLE members ADD CONSTRAINT members_mail_normalised_check CHECK (mail ~ '^[!-@\[-~]+$');

UPDATE registration_tokens SET mail = lower(mail);

-- A new e-mail address takes effect only when the link sent to it is followed. Only the hash of the
-- link's token is stored.
CREATE TABLE mail_change_tokens (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  new_mail text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX mail_change_tokens_member_open_idx ON mail_change_tokens (member_id) WHERE used_at IS NULL;
CREATE INDEX mail_change_tokens_expires_idx ON mail_change_tokens (expires_at);
