-- A news image is sent to members as an address, /api/i/<id>/<tag>, instead of base64 inside the
-- TraeNovedades answer (docs/decisions/016-news-images-by-address.md). The tag names the image's
-- content, so the address changes when the image does and browsers may keep it for a year. Worked out
-- by the database on every write (a stored generated column): no writer can forget it.
ALTER TABLE news ADD COLUMN imagen_tag text GENERATED ALWAYS AS (substr(md5(imagen), 1, 5)) STORED;
