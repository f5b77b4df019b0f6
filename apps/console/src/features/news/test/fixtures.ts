import type { ConsoleNews, ConsoleOrganismo, StaffMe } from '@portal/contract';

export const comunicaciones: StaffMe = {
  email: 'comunicaciones@staff.demo.com.ar',
  roles: ['comunicaciones'],
};

export const organismo = (id: number, nombre: string, nombreCorto: string): ConsoleOrganismo => ({
  id,
  nombre,
  nombreCorto,
  requiereHaberes: false,
  esEjercito: false,
  codigoDescuento: null,
  diaCorte: null,
  capacidadPorcentaje: 30,
  capacidadValidezDias: 90,
  cftMaximo: null,
  descontandoSinCodigo: 0,
});

export const organismos = [
  organismo(1, 'Ministerio de Educación', 'EDUC'),
  organismo(2, 'Ejército Argentino', 'EA'),
];

export const newsItem = (n: Partial<ConsoleNews> = {}): ConsoleNews => ({
  id: 7,
  titulo: 'Nueva línea de préstamos',
  texto: '<p>Pr&eacute;stamos a tasa fija</p>',
  tieneImagen: false,
  paraTodos: true,
  organismoIds: [],
  estado: 'borrador',
  publishAt: null,
  unpublishedAt: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  updatedBy: 'comunicaciones@staff.demo.com.ar',
  ...n,
});
