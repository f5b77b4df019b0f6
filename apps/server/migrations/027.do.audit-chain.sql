-- Tamper evidence for the audit log (issue 22, docs/decisions/019-audit-chain-and-roles.md): every row
-- carries prev_hash (the previous row's hash) and hash, SHA-256 in lower-case hex of the row's canonical
-- text, so that a row changed or deleted behind the server's back (say by the table's owner with the
-- triggers disabled) breaks the chain, and `GET /api/console/audit/verify` or `npm run audit:verify`
-- names it.
--
-- Canonical text: the jsonb array, as PostgreSQL prints it (jsonb text is canonical: keys sorted, one
-- spacing), of
--   [id, at as UTC ISO text with microseconds ("2026-12-01T23:11:46.047000Z"), staff_id, address,
--    action, entity, entity_id, before, after, reason, prev_hash]
-- encoded as UTF-8. The first row's prev_hash is 64 zeros.
--
-- The hash is set by a BEFORE INSERT trigger, so every insert from any code path (the server, the
-- command line, raw SQL) is chained. The trigger locks the one-row audit_chain_head (FOR UPDATE, held to
-- the end of the inserting transaction) and only then takes the row's id from the sequence, so ids,
-- commits and the chain share one order across processes. The function is SECURITY DEFINER: the
-- server's role needs no right on audit_chain_head nor on the sequence.

CREATE TABLE audit_chain_head (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  last_id bigint NOT NULL,
  last_hash text NOT NULL
);

CREATE FUNCTION audit_log_hash(
  id bigint, at timestamptz, staff_id integer, address text, action text, entity text, entity_id text,
  before jsonb, after jsonb, reason text, prev_hash text
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), staff_id, address, action,
    entity, entity_id, before, after, reason, prev_hash)::text, 'UTF8')), 'hex')
$$;

ALTER TABLE audit_log ADD COLUMN prev_hash text, ADD COLUMN hash text;

-- Existing rows, in id order.
ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change;
DO $$
DECLARE
  r record;
  prev text := repeat('0', 64);
  last bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    UPDATE audit_log SET prev_hash = prev,
           hash = audit_log_hash(r.id, r.at, r.staff_id, r.address, r.action, r.entity, r.entity_id,
                                 r.before, r.after, r.reason, prev)
     WHERE id = r.id
     RETURNING hash INTO prev;
    last := r.id;
  END LOOP;
  INSERT INTO audit_chain_head (last_id, last_hash) VALUES (last, prev);
END;
$$;
ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change;

ALTER TABLE audit_log ALTER COLUMN prev_hash SET NOT NULL, ALTER COLUMN hash SET NOT NULL;
-- The trigger gives the id, under the lock.
ALTER TABLE audit_log ALTER COLUMN id DROP DEFAULT;

CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public AS $$
DECLARE
  prev text;
BEGIN
  SELECT last_hash INTO prev FROM audit_chain_head WHERE one FOR UPDATE;
  IF prev IS NULL THEN
    RAISE EXCEPTION 'audit_chain_head is missing' USING ERRCODE = 'data_exception';
  END IF;
  NEW.id := nextval(pg_get_serial_sequence('audit_log', 'id'));
  NEW.prev_hash := prev;
  NEW.hash := audit_log_hash(NEW.id, NEW.at, NEW.staff_id, NEW.address, NEW.action, NEW.entity,
                             NEW.entity_id, NEW.before, NEW.after, NEW.reason, prev);
  UPDATE audit_chain_head SET last_id = NEW.id, last_hash = NEW.hash WHERE one;
  RETURN NEW;
END;
$$;
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
