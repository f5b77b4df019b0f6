-- The association's staff: not members. Their own accounts, roles, sessions and second factor
-- (docs/product.md#staff-console). Every change they make, and every read of a member's documents,
-- leaves an audit row that the database itself refuses to change or delete.
CREATE TABLE staff (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email ~ '^[^@\s]+@[^@\s]+$'),
  -- NULL until the person sets it through the one-time link printed by `npm run staff -- add`.
  password_hash text,
  -- Base32 TOTP secret, proposed at the first sign-in and in force once a code from it was typed
  -- (totp_enrolled_at). totp_last_step refuses a code that was used once already.
  totp_secret text,
  totp_enrolled_at timestamptz,
  totp_last_step bigint,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_roles (
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('administrador', 'evaluador', 'tesoreria', 'parametros',
                                     'comunicaciones', 'soporte', 'auditor')),
  PRIMARY KEY (staff_id, role)
);

CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  -- Signed in with the password but the second factor still to come (enrolment or code).
  pending_totp boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  idle_expires_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id) WHERE revoked_at IS NULL;

-- One-time links to set a password (new staff, or a reset by an administrator).
CREATE TABLE staff_setup_tokens (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_setup_tokens_staff_idx ON staff_setup_tokens (staff_id);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- NULL for the command line (`npm run staff`), which has no signed-in staff member.
  staff_id integer REFERENCES staff (id),
  address text,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  before jsonb,
  after jsonb,
  reason text
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, id);
CREATE INDEX audit_log_staff_idx ON audit_log (staff_id, id);
CREATE INDEX audit_log_at_idx ON audit_log (at, id);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
