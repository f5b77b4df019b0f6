-- Support: a member can be blocked (no sign-in, sessions ended) and found by the start of the surname,
-- typed with or without accents.
ALTER TABLE members ADD COLUMN blocked_at timestamptz;
CREATE FUNCTION fold_name(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(lower($1), 'áàâäéèêëíìîïóòôöúùûüñç', 'aaaaeeeeiiiioooouuuunc');
CREATE INDEX members_apellido_folded_idx ON members (fold_name(apellido) text_pattern_ops, id);
