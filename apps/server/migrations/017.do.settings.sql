-- Settings staff change from the console and the member app reads at run time (console.md section 6):
-- the support contact. One row; the CHECK keeps it one. Runs unchanged on PostgreSQL 15 and PGlite.

CREATE TABLE settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  support_email text NOT NULL,
  -- Digits with the country code (5491122334455); NULL: no chat is offered to members.
  support_whatsapp text CHECK (support_whatsapp ~ '^[0-9]{10,15}$'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES staff (id)
);

INSERT INTO settings (support_email) VALUES ('soporte@mutual.example');
