import type { Permission } from '@portal/contract';

/**
 * What each permission code of the contract (packages/contract/src/console/roles.ts) lets a person do, in
 * the words of docs/product.md#staff-console. A Record over every code: a new code does not compile here
 * until it is described.
 */
export const permissionDescriptions: Record<Permission, string> = {
  'staff.manage': 'Dar de alta, deshabilitar y habilitar cuentas del personal, y cambiar sus roles',
  'settings.manage': 'Cambiar la configuración: el correo y el número de chat de soporte que ven los socios',
  'audit.read': 'Consultar el registro de auditoría de todas las acciones de la consola',
  'loans.read': 'Ver las solicitudes y los préstamos, con sus estados y movimientos',
  'loans.decide': 'Aprobar, rechazar o anular por la entidad las solicitudes pendientes de evaluación',
  'documents.read': 'Ver los documentos de una solicitud (DNI, selfie, recibos de haberes) y la firma',
  'transfers.propose': 'Proponer la transferencia de un préstamo que espera el desembolso',
  'transfers.approve': 'Aprobar la transferencia que propuso otra persona (cuatro ojos)',
  'payroll.manage':
    'Intercambiar los archivos de haberes con los organismos: capacidades, órdenes de descuento y resultados',
  'reversals.propose': 'Proponer la reversión de un movimiento, con su motivo',
  'reversals.approve': 'Aprobar la reversión que propuso otra persona (cuatro ojos)',
  'parameters.manage': 'Mantener las líneas de préstamo, las tablas de tasas y los organismos',
  'content.manage': 'Publicar novedades y enviar campañas de notificaciones a los socios',
  'members.read': 'Buscar socios y ver sus préstamos y notificaciones',
  'members.correct':
    'Corregir el nombre, el apellido o el DNI de un socio, con el motivo, y enviarle el correo para una contraseña nueva',
  'members.block': 'Bloquear y desbloquear socios y cerrar sus sesiones',
  'members.export': 'Exportar todos los datos de un socio',
  'proposals.read': 'Ver las propuestas pendientes de aprobación (cuatro ojos)',
  'proposals.decide': 'Aprobar o rechazar las propuestas de otra persona que su rol puede decidir',
  'collections.work': 'Trabajar la lista de préstamos en mora y registrar los contactos con los socios',
  'payments.propose': 'Proponer el registro de un pago que un socio hizo por transferencia o en efectivo',
  'payments.approve': 'Aprobar el pago que propuso otra persona (cuatro ojos)',
};

/** A screen of the console that is not built yet, and the permissions that open it. */
export interface UpcomingScreen {
  title: string;
  description: string;
  permissions: readonly Permission[];
}

/** The console's screens still to come (docs/product.md#staff-console, shared/console.md), in work order. */
export const upcomingScreens: readonly UpcomingScreen[] = [];
