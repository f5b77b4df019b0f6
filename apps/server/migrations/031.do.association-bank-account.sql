-- The association's bank account (issue 24): where a member sends an installment the payroll did not
-- deduct. All four are set together or not at all (NULL: none yet); the contract checks the CUIT's and the
-- CBU's check digits, the database their shape. Runs unchanged on PostgreSQL 15 and PGlite.
ALTER TABLE settings
  ADD COLUMN bank_titular text CHECK (char_length(bank_titular) BETWEEN 1 AND 120),
  ADD COLUMN bank_cuit text CHECK (bank_cuit ~ '^[0-9]{11}$'),
  ADD COLUMN bank_cbu text CHECK (bank_cbu ~ '^[0-9]{22}$'),
  -- Lower-cased: banks take an alias in any case.
  ADD COLUMN bank_alias text CHECK (bank_alias ~ '^[a-z0-9.-]{6,20}$'),
  ADD CONSTRAINT settings_bank_account_check CHECK (
    (bank_titular IS NULL AND bank_cuit IS NULL AND bank_cbu IS NULL AND bank_alias IS NULL)
    OR (bank_titular IS NOT NULL AND bank_cuit IS NOT NULL AND bank_cbu IS NOT NULL AND bank_alias IS NOT NULL)
  );

-- Members send money to it, so changing it is four-eyes (kind settings.bank). Every kind is listed again,
-- those of migration 028 and those of the sessions that work on issue 24 beside this one.
ALTER TABLE proposals DROP CONSTRAINT proposals_kind_check;
ALTER TABLE proposals ADD CONSTRAINT proposals_kind_check
  CHECK (kind IN ('loan.transfer', 'loan.transfer-reversal', 'staff.create', 'staff.roles',
                  'payroll.results', 'payroll.reversal', 'rates.version', 'lines.create', 'lines.rename',
                  'payroll.capacities', 'loan.payment', 'provisions.rates', 'settings.bank'));
