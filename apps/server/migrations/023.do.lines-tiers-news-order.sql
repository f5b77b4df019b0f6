-- Loan lines created and renamed from the console (four eyes), rate versions with several amount ranges
-- (tiers), and members' news in publishing order. Runs unchanged on PostgreSQL 15 and PGlite.

-- Two new four-eyes kinds. NOTE for merging: a later migration that adds another kind must keep these.
ALTER TABLE proposals DROP CONSTRAINT proposals_kind_check;
ALTER TABLE proposals ADD CONSTRAINT proposals_kind_check
  CHECK (kind IN ('loan.transfer', 'loan.transfer-reversal', 'staff.create', 'staff.roles',
                  'payroll.results', 'payroll.reversal', 'rates.version', 'lines.create', 'lines.rename'));

-- A line created from the console has no first table (loan_line_terms): its first approved version
-- prices it. So a version refers to the line itself.
ALTER TABLE rate_table_versions DROP CONSTRAINT rate_table_versions_line_id_fkey;
ALTER TABLE rate_table_versions ADD CONSTRAINT rate_table_versions_line_id_fkey
  FOREIGN KEY (line_id) REFERENCES loan_lines (id);

-- Tiers: each TNA row carries its amount range and step. Rows with the same range form one tier; the
-- service refuses overlapping ranges and gaps between them. Versions approved before keep their one range.
ALTER TABLE rate_table_version_rates ADD COLUMN min_amount numeric(14,2);
ALTER TABLE rate_table_version_rates ADD COLUMN max_amount numeric(14,2);
ALTER TABLE rate_table_version_rates ADD COLUMN step numeric(14,2);
UPDATE rate_table_version_rates r
   SET min_amount = v.min_amount, max_amount = v.max_amount, step = v.step
  FROM rate_table_versions v WHERE v.id = r.version_id;
ALTER TABLE rate_table_version_rates ALTER COLUMN min_amount SET NOT NULL;
ALTER TABLE rate_table_version_rates ALTER COLUMN max_amount SET NOT NULL;
ALTER TABLE rate_table_version_rates ALTER COLUMN step SET NOT NULL;
ALTER TABLE rate_table_version_rates ADD CONSTRAINT rate_table_version_rates_amounts_check
  CHECK (min_amount > 0 AND max_amount >= min_amount AND step > 0);
ALTER TABLE rate_table_version_rates DROP CONSTRAINT rate_table_version_rates_pkey;
ALTER TABLE rate_table_version_rates ADD PRIMARY KEY (version_id, min_amount, cuotas);
ALTER TABLE rate_table_versions DROP COLUMN min_amount;
ALTER TABLE rate_table_versions DROP COLUMN max_amount;
ALTER TABLE rate_table_versions DROP COLUMN step;

-- TraeNovedades: newest publishing time first (then id), the cursor being the last item's id. Items
-- for everyone and for some organismos are read along this one index; the audience is checked per row.
DROP INDEX news_everyone_page_idx;
CREATE INDEX news_published_order_idx ON news (publish_at DESC, id DESC)
  WHERE publish_at IS NOT NULL AND unpublished_at IS NULL;
