-- A capacities import is a four-eyes proposal (kind payroll.capacities): its lines wait here until a
-- second tesorería approves, and only then do members take them. applied_at says when that happened;
-- imports before this migration took effect when they were written.
ALTER TABLE capacity_imports ADD COLUMN applied_at timestamptz;
UPDATE capacity_imports SET applied_at = created_at;

-- The same file is refused once applied; a proposal rejected leaves its lines unapplied, and the same
-- file may be proposed again.
ALTER TABLE capacity_imports DROP CONSTRAINT capacity_imports_file_key;
CREATE UNIQUE INDEX capacity_imports_file_key ON capacity_imports (organismo_id, sha256)
  WHERE applied_at IS NOT NULL;

-- The new four-eyes kind, keeping those of migration 023.
ALTER TABLE proposals DROP CONSTRAINT proposals_kind_check;
ALTER TABLE proposals ADD CONSTRAINT proposals_kind_check
  CHECK (kind IN ('loan.transfer', 'loan.transfer-reversal', 'staff.create', 'staff.roles',
                  'payroll.results', 'payroll.reversal', 'rates.version', 'lines.create', 'lines.rename',
                  'payroll.capacities'));
