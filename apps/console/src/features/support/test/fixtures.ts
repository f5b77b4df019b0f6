import { loanStates, type MemberView, type StaffMe } from '@portal/contract';

export const soporte: StaffMe = { email: 'soporte@staff.demo.com.ar', roles: ['soporte'] };
export const auditor: StaffMe = { email: 'auditor@staff.demo.com.ar', roles: ['auditor'] };
export const comunicaciones: StaffMe = {
  email: 'comunicaciones@staff.demo.com.ar',
  roles: ['comunicaciones'],
};

export const summary = {
  id: 7,
  nombre: 'María Laura González',
  dni: '28456789',
  mail: 'socio@demo.com.ar',
  organismo: 'Ministerio de Educación',
  bloqueado: false,
};

export const member: MemberView = {
  ...summary,
  nombres: 'María Laura',
  apellido: 'González',
  celular: '1145678901',
  ejercito: false,
  registradoEl: '2026-01-05T13:30:00.000Z',
  bloqueadoDesde: null,
  sesionesAbiertas: 2,
  prestamos: [
    {
      id: 42,
      producto: 'Préstamo Personal',
      estado: loanStates.deducting,
      saldo: 612_345.67,
      fecha: '2026-03-10T13:30:00.000Z',
    },
    {
      id: 12,
      producto: 'Préstamo Ayuda Económica',
      estado: loanStates.paidOff,
      saldo: 0,
      fecha: '2025-06-02T13:30:00.000Z',
    },
  ],
  notificaciones: [
    {
      id: 3,
      titulo: 'Su préstamo fue aprobado',
      fecha: '2026-03-11T14:00:00.000Z',
      vista: true,
      conocimiento: false,
    },
    {
      id: 2,
      titulo: 'Bienvenida al portal',
      fecha: '2026-01-05T13:31:00.000Z',
      vista: true,
      conocimiento: true,
    },
  ],
};

export const blocked: MemberView = {
  ...member,
  bloqueado: true,
  bloqueadoDesde: '2026-03-14T15:05:00.000Z',
  sesionesAbiertas: 0,
};

export const timeline = {
  items: [
    { at: '2026-01-05T13:30:00.000Z', who: 'socio', what: 'Se registró', detail: null },
    { at: '2025-12-20T10:00:00.000Z', who: 'socio', what: 'Solicitó el alta', detail: null },
    {
      at: '2026-03-14T15:05:00.000Z',
      who: 'soporte@staff.demo.com.ar',
      what: 'Bloqueó al socio',
      detail: 'Denuncia de robo del celular',
    },
  ],
};
