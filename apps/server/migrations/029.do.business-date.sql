-- The business date (docs/decisions/022-business-date.md). One row, written only where demo data is
-- loaded, when an administrador moves the date forward; without it (or once the real Buenos Aires day
-- overtakes it) the business date is the real day. daily_job_runs records each (job, day) run: its key
-- is the claim that lets one transaction only, across processes, run a job for a day.
-- Runs unchanged on PostgreSQL 15 and PGlite.

CREATE TABLE business_date (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  fecha date NOT NULL,
  updated_by integer REFERENCES staff (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE daily_job_runs (
  job text NOT NULL,
  fecha date NOT NULL,
  ran_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, fecha)
);
