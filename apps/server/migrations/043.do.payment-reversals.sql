-- Reversal of a payment outside payroll (docs/decisions/025-payments-outside-payroll.md, "Reversal"): a
-- payment approved by mistake or a bounced transfer, undone by four eyes like a payroll posting. The
-- payment's row keeps the approved reversal's proposal and when it was applied; both or neither.
ALTER TABLE loan_payments
  ADD COLUMN reversal_proposal_id integer REFERENCES proposals (id),
  ADD COLUMN reversed_at timestamptz,
  ADD CONSTRAINT loan_payments_reversal_proposal_key UNIQUE (reversal_proposal_id),
  ADD CONSTRAINT loan_payments_reversal_check CHECK ((reversal_proposal_id IS NULL) = (reversed_at IS NULL));

-- The kind of this change, keeping every kind of migration 041.
ALTER TABLE proposals DROP CONSTRAINT proposals_kind_check;
ALTER TABLE proposals ADD CONSTRAINT proposals_kind_check
  CHECK (kind IN ('loan.transfer', 'loan.transfer-reversal', 'staff.create', 'staff.roles',
                  'payroll.results', 'payroll.reversal', 'rates.version', 'lines.create', 'lines.rename',
                  'payroll.capacities', 'loan.payment', 'provisions.rates', 'settings.bank',
                  'loan.transfer-batch', 'loan.payment-reversal'));
