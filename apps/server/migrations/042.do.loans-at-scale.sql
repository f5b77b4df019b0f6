-- The loans table at a million loans (issue 24, "At scale" in docs/decisions/024-installments-ledger.md).
--
-- Room on each page for a payroll posting's update of the same row. A posting rewrites saldo,
-- cuotas_restantes and monto_en_mora of every loan of a file (100,000 rows in one commit); none of those is
-- indexed, so when vencida_desde and estado stay the same (a loan paid up to date) PostgreSQL can write the
-- new row version on the same page without touching the table's indexes (a HOT update), if the page has
-- room. At the default fill factor (100) it has none. Applies to pages written from now on.
ALTER TABLE loans SET (fillfactor = 80);

-- The loans search's totals in arrears read every loan found (133,000 late at a million loans: 21,000 heap
-- pages, 272 ms). With the summed columns in a partial index they are read from the index alone (700
-- pages, 42 ms), and a selective search finds its page of ids there too, as long as the pages are marked
-- all-visible: vacuum the table after 2% of it changed (one large posting) rather than 20%.
CREATE INDEX loans_arrears_totals_idx ON loans (vencida_desde)
  INCLUDE (id, member_id, monto_prestado, saldo, monto_en_mora)
  WHERE estado = 'Descontando' AND vencida_desde IS NOT NULL;
ALTER TABLE loans SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);

-- An organismo's members by id from the index alone: the search's organismo filter joins them to the loans
-- found without reading the members' rows (5,900 pages for one organismo of 12).
CREATE INDEX members_organismo_id_idx ON members (organismo_id, id);
DROP INDEX members_organismo_idx;
