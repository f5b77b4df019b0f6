-- Payroll, second part: deduction orders per organismo and period (docs/decisions/010-payroll.md).
-- Runs unchanged on PostgreSQL 15 and PGlite.

-- Applied less than ordered, accumulated and asked again in the next orders; negative when the
-- organismo deducted ahead.
ALTER TABLE loans ADD COLUMN monto_en_mora numeric(14,2) NOT NULL DEFAULT 0;

-- One row per organismo and period (AAAAMM) once its orders are generated. The file's bytes are kept
-- and served again unchanged; its lines are in payroll_order_lines.
CREATE TABLE payroll_periods (
  organismo_id integer NOT NULL REFERENCES organismos (id),
  period text NOT NULL CHECK (period ~ '^\d{4}(0[1-9]|1[0-2])$'),
  state text NOT NULL DEFAULT 'ordered' CHECK (state IN ('ordered', 'results', 'posted', 'closed')),
  orders_file bytea NOT NULL,
  orders_sha256 text NOT NULL CHECK (orders_sha256 ~ '^[0-9a-f]{64}$'),
  -- What the file holds (its detail lines and their total): the changes since the previous period.
  file_lines integer NOT NULL CHECK (file_lines >= 0),
  file_total numeric(16,2) NOT NULL CHECK (file_total >= 0),
  -- What is to be deducted this period in all (every standing order).
  ordered_lines integer NOT NULL CHECK (ordered_lines >= 0),
  ordered_total numeric(16,2) NOT NULL CHECK (ordered_total >= 0),
  generated_by integer NOT NULL REFERENCES staff (id),
  generated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organismo_id, period)
);

-- Every deduction standing for the period, one per loan: MOV 'A' (new), 'M' (amount changed) or 'B'
-- (ended, amount 0) went into the file; NULL means unchanged since the previous period (not in the file).
CREATE TABLE payroll_order_lines (
  organismo_id integer NOT NULL,
  period text NOT NULL,
  loan_id integer NOT NULL REFERENCES loans (id),
  cuota integer NOT NULL CHECK (cuota >= 0),
  cuotas integer NOT NULL CHECK (cuotas > 0),
  mov text CHECK (mov IN ('A', 'M', 'B')),
  importe numeric(14,2) NOT NULL CHECK (importe >= 0),
  PRIMARY KEY (organismo_id, period, loan_id),
  FOREIGN KEY (organismo_id, period) REFERENCES payroll_periods (organismo_id, period)
);
-- A loan's orders (its file in the console, and the results matching).
CREATE INDEX payroll_order_lines_loan_idx ON payroll_order_lines (loan_id, period);
