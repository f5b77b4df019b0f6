import type { UseFormRegisterReturn } from 'react-hook-form';
import { rolePermissions, staffRoleLabels, staffRoles } from '@portal/contract';
import { FieldError } from '@portal/ui/field-error';

/** A short line of what each role does, under its name (shared/console.md section 2). */
const roleHints: Record<(typeof staffRoles)[number], string> = {
  administrador: 'Cuentas del personal, roles y configuración',
  evaluador: 'Aprueba o rechaza solicitudes con sus documentos',
  tesoreria: 'Transferencias, archivos de haberes y reversiones',
  parametros: 'Líneas de préstamo, tasas y organismos',
  comunicaciones: 'Novedades y campañas de notificaciones',
  soporte: 'Atiende a los socios: datos, bloqueos y correos',
  auditor: 'Consulta todo, no cambia nada',
  cobranzas: 'Préstamos en mora, contactos con los socios y pagos',
};

/**
 * The roles as a group of checkboxes (a staff member may hold several), registered under one field so
 * that react-hook-form gives the checked ones as a list; the group's error is tied to it.
 */
export function RoleCheckboxes({
  field,
  error,
  idPrefix,
}: {
  field: UseFormRegisterReturn;
  error?: string | undefined;
  idPrefix: string;
}) {
  const errorId = `${idPrefix}-roles-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">Roles</legend>
      <div className="grid grid-cols-2 gap-2">
        {staffRoles.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer items-start gap-2 rounded-lg p-2 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-300"
            title={rolePermissions[role].join(', ')}
          >
            <input type="checkbox" value={role} className="mt-0.5 h-4 w-4 accent-brand-700" {...field} />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900">{staffRoleLabels[role]}</span>
              <span className="block text-xs text-slate-500">{roleHints[role]}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
