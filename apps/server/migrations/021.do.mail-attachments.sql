-- Files that go with a queued e-mail (the signed legajo after a confirmation). Kept beside the outbox
-- row and gone with it. Runs unchanged on PostgreSQL 15 and PGlite.

CREATE TABLE mail_attachments (
  mail_id integer NOT NULL REFERENCES mail_outbox (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (mail_id, position)
);
