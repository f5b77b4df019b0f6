-- A movement's `fecha` is its value day (a transfer's date, the payroll period's last day, the business
-- date of a reversal), kept at noon in Buenos Aires so that it is the same day in any time zone; when it was
-- recorded is `registrado_at`. Statements list movements in the order they were recorded (their Saldo is
-- a running figure), timelines place them at the time they were recorded (issue 24).
ALTER TABLE loan_movements ADD COLUMN registrado_at timestamptz;
UPDATE loan_movements SET registrado_at = fecha;
ALTER TABLE loan_movements ALTER COLUMN registrado_at SET NOT NULL;
ALTER TABLE loan_movements ALTER COLUMN registrado_at SET DEFAULT now();
