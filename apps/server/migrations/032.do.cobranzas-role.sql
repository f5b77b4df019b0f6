-- The cobranzas role (issue 24, month-end.md section 5): works the arrears list and proposes payments.
ALTER TABLE staff_roles DROP CONSTRAINT staff_roles_role_check;
ALTER TABLE staff_roles ADD CONSTRAINT staff_roles_role_check
  CHECK (role IN ('administrador', 'evaluador', 'tesoreria', 'parametros', 'comunicaciones', 'soporte',
                  'auditor', 'cobranzas'));
