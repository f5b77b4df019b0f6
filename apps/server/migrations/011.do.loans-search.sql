-- The console's loans search filters by state, newest first (keyset on id).
CREATE INDEX loans_estado_id_idx ON loans (estado, id DESC);
