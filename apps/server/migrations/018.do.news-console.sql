-- News published from the console (console.md section 6): drafts, a publishing time, unpublishing, an
-- audience of several organismos, and who last changed each item. Runs unchanged on PostgreSQL 15 and PGlite.

-- NULL: a draft. A time to come: scheduled; members read it once that time has come (no job runs).
ALTER TABLE news ADD COLUMN publish_at timestamptz;
-- Set when staff take it down; publishing it again clears it.
ALTER TABLE news ADD COLUMN unpublished_at timestamptz;
-- false: only the organismos in news_audience read it.
ALTER TABLE news ADD COLUMN para_todos boolean NOT NULL DEFAULT true;
ALTER TABLE news ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE news ADD COLUMN updated_by integer REFERENCES staff (id);

CREATE TABLE news_audience (
  news_id integer NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  organismo_id integer NOT NULL REFERENCES organismos (id),
  -- TraeNovedades reads one organismo's items in id order along this key.
  PRIMARY KEY (organismo_id, news_id)
);
-- The console reads and replaces one item's audience.
CREATE INDEX news_audience_news_idx ON news_audience (news_id);

-- Existing items keep what members saw: a published one was published at its date; an unpublished one
-- was never shown (a draft).
UPDATE news SET publish_at = fecha WHERE published;
UPDATE news SET para_todos = (organismo_id IS NULL);
INSERT INTO news_audience (news_id, organismo_id) SELECT id, organismo_id FROM news WHERE organismo_id IS NOT NULL;

DROP INDEX news_everyone_page_idx;
DROP INDEX news_organismo_page_idx;
ALTER TABLE news DROP COLUMN organismo_id;
ALTER TABLE news DROP COLUMN published;
-- publish_at is the date members see.
ALTER TABLE news DROP COLUMN fecha;

-- TraeNovedades: the items for everyone that are (or will be) out, in id order; the time is checked on
-- the rows read, and scheduled items are few.
CREATE INDEX news_everyone_page_idx ON news (id DESC)
  WHERE para_todos AND publish_at IS NOT NULL AND unpublished_at IS NULL;
