/**
 * Staff roles and the permission codes each grants (docs/product.md#staff-console). The server checks
 * a permission on every console call; the console hides what a role may not do. Zod-free.
 */
export const staffRoles = [
  'administrador',
  'evaluador',
  'tesoreria',
  'parametros',
  'comunicaciones',
  'soporte',
  'auditor',
  'cobranzas',
] as const;
export type StaffRole = (typeof staffRoles)[number];

export const permissions = [
  'staff.manage',
  'settings.manage',
  'audit.read',
  'loans.read',
  'loans.decide',
  'documents.read',
  'transfers.propose',
  'transfers.approve',
  'payroll.manage',
  'reversals.propose',
  'reversals.approve',
  'parameters.manage',
  'content.manage',
  'members.read',
  'members.correct',
  'members.block',
  'members.export',
  'proposals.read',
  'proposals.decide',
  'collections.work',
  'payments.propose',
  'payments.approve',
] as const;
export type Permission = (typeof permissions)[number];

const reads: Permission[] = ['audit.read', 'loans.read', 'documents.read', 'members.read', 'proposals.read'];
/** Roles whose work is proposed by one and approved by another (four eyes). */
const checkers: Permission[] = ['proposals.read', 'proposals.decide'];

export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  administrador: ['staff.manage', 'settings.manage', 'audit.read', ...checkers],
  evaluador: ['loans.read', 'documents.read', 'loans.decide', 'members.read'],
  tesoreria: [
    'loans.read',
    'transfers.propose',
    'transfers.approve',
    'payroll.manage',
    'reversals.propose',
    'reversals.approve',
    'payments.propose',
    'payments.approve',
    ...checkers,
  ],
  parametros: ['parameters.manage', 'loans.read', ...checkers],
  comunicaciones: ['content.manage'],
  soporte: ['members.read', 'members.correct', 'members.block', 'members.export', 'loans.read'],
  auditor: reads,
  // Works the arrears list and proposes payments; approving one stays with tesorería (month-end.md section 5).
  cobranzas: ['loans.read', 'members.read', 'collections.work', 'payments.propose', 'proposals.read'],
};

/** Everything the roles grant, together. */
export const permissionsOf = (roles: readonly StaffRole[]) =>
  new Set<Permission>(roles.flatMap((role) => rolePermissions[role]));

/** Spanish names for the console's screens. */
export const staffRoleLabels: Record<StaffRole, string> = {
  administrador: 'Administrador',
  evaluador: 'Evaluador',
  tesoreria: 'Tesorería',
  parametros: 'Parámetros',
  comunicaciones: 'Comunicaciones',
  soporte: 'Soporte',
  auditor: 'Auditor',
  cobranzas: 'Cobranzas',
};
