-- The console's evaluation queue: requests waiting for a decision, oldest first (keyset paging).
CREATE INDEX loans_pending_queue_idx ON loans (fecha, id) WHERE estado = 'Pendiente de evaluación';
