-- The loans search's new filters (issue 24), read with EXPLAIN ANALYZE on PostgreSQL 15 with 200,000 loans
-- (110,000 in repayment, 16,000 of them in arrears). Each page is newest first (ORDER BY id DESC LIMIT).
--
-- In arrears (enMora, diasDesde, situacion 2-5): the range on vencida_desde is answered by
-- loans_vencida_desde_idx (migration 030), and the totals by a bitmap scan on it (2-30 ms). The page is
-- not: with arrears among the older loans, as a portfolio ages, the planner walks the primary key
-- backwards and filtered out 140,086 rows to find 25 (47 ms, growing with the table). Walking the loans
-- in repayment and in arrears in id order instead reads 25 rows (0.15 ms). The partial index holds only
-- those loans, and its columns (id; estado and vencida_desde in the predicate) already block HOT updates
-- through other indexes, so payroll postings (saldo) keep their HOT updates.
CREATE INDEX loans_arrears_id_idx ON loans (id) WHERE estado = 'Descontando' AND vencida_desde IS NOT NULL;

-- Granted between (otorgadoDesde/Hasta) is on the live transfer's date: without an index every transfer
-- was read (a seq scan of loan_transfers under a hash semi join). With it the transfers of the dates are
-- read from the index alone, and a month of them can drive the join into loans by primary key
-- (11 ms against 50 ms for a week of transfers on the table above, where the planner still preferred the
-- seq scan of loans; that scan grows with the table, the index probes do not).
CREATE INDEX loan_transfers_live_fecha_idx ON loan_transfers (fecha, loan_id) WHERE reversed_at IS NULL;
