-- Payroll, month close: a frozen portfolio snapshot per organismo and period, the basis of the
-- regulator's monthly report (docs/decisions/010-payroll.md). Runs unchanged on PostgreSQL 15 and PGlite.

ALTER TABLE payroll_periods
  ADD COLUMN closed_by integer REFERENCES staff (id),
  ADD COLUMN closed_at timestamptz,
  ADD CONSTRAINT payroll_periods_closed_check CHECK ((state = 'closed') = (closed_at IS NOT NULL));

-- Copied at close, never changed after: what each loan of the organismo owed when the month closed.
CREATE TABLE payroll_snapshots (
  organismo_id integer NOT NULL,
  period text NOT NULL,
  loan_id integer NOT NULL REFERENCES loans (id),
  dni text NOT NULL,
  socio text NOT NULL,
  producto text NOT NULL,
  estado text NOT NULL,
  monto_prestado numeric(14,2) NOT NULL,
  saldo numeric(14,2) NOT NULL,
  cuotas_restantes integer NOT NULL,
  cantidad_cuotas integer NOT NULL,
  monto_en_mora numeric(14,2) NOT NULL,
  tna numeric(7,2) NOT NULL,
  cft numeric(8,2) NOT NULL,
  PRIMARY KEY (organismo_id, period, loan_id),
  FOREIGN KEY (organismo_id, period) REFERENCES payroll_periods (organismo_id, period)
);
