-- Issue 25: the association's identity and the libre deuda certificate. Runs unchanged on PostgreSQL 15
-- and PGlite.

-- Who the association is, as its documents and e-mails print it: legal name, CUIT (the contract checks its
-- check digit, the database its shape), INAES registration number and legal address. NULL: not set yet
-- (documents print what is known). An administrador changes them in Ajustes, audited.
ALTER TABLE settings
  ADD COLUMN identity_name text CHECK (char_length(identity_name) BETWEEN 1 AND 160),
  ADD COLUMN identity_cuit text CHECK (identity_cuit ~ '^[0-9]{11}$'),
  ADD COLUMN identity_inaes text CHECK (char_length(identity_inaes) BETWEEN 1 AND 40),
  ADD COLUMN identity_address text CHECK (char_length(identity_address) BETWEEN 1 AND 200);

-- The libre deuda of a loan that ended 'Cancelado': rendered once by the certificates job (or when the
-- member or staff ask for one not issued yet) and served unchanged; sha256 (hex) as the legajo's.
-- `fecha` is the business date the loan ended. One per loan: the key is what makes two jobs issue it once.
CREATE TABLE loan_certificates (
  loan_id integer PRIMARY KEY REFERENCES loans (id),
  fecha date NOT NULL,
  pdf bytea NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Loans that reached 'Cancelado' and wait for their certificate. Filled by the trigger below, so that every
-- way a loan ends (a payroll posting, a payoff, a pre-cancellation, whatever comes next) queues it in its
-- own transaction without rendering anything there: a results file that pays off thousands of loans
-- writes thousands of small rows, and the job renders the PDFs afterwards, outside that commit.
-- `avisar`: the member is notified and e-mailed the certificate (not for the loans that had ended before
-- this migration: their members get no mail years later, the certificate waits in the app). A certificate
-- that failed to render is tried again at `next_at` instead of holding up the others.
CREATE TABLE loan_certificate_queue (
  loan_id integer PRIMARY KEY REFERENCES loans (id),
  avisar boolean NOT NULL DEFAULT true,
  attempts integer NOT NULL DEFAULT 0,
  next_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_certificate_queue_next_idx ON loan_certificate_queue (next_at, loan_id);

CREATE FUNCTION loan_certificate_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO loan_certificate_queue (loan_id) VALUES (NEW.id) ON CONFLICT (loan_id) DO NOTHING;
  RETURN NULL;
END;
$$;
-- The WHEN clause is checked without calling the function: a posting that leaves a loan repaying pays
-- nothing for it.
CREATE TRIGGER loans_certificate_on_cancel AFTER UPDATE OF estado ON loans
  FOR EACH ROW WHEN (NEW.estado = 'Cancelado' AND OLD.estado IS DISTINCT FROM 'Cancelado')
  EXECUTE FUNCTION loan_certificate_enqueue();
CREATE TRIGGER loans_certificate_on_insert AFTER INSERT ON loans
  FOR EACH ROW WHEN (NEW.estado = 'Cancelado')
  EXECUTE FUNCTION loan_certificate_enqueue();

-- The loans that had already ended get theirs too, quietly.
INSERT INTO loan_certificate_queue (loan_id, avisar) SELECT id, false FROM loans WHERE estado = 'Cancelado';
