import type { CollectionItem, CollectionsResponse, ConsoleOrganismo, StaffMe } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';

export const cobranzas: StaffMe = { email: 'cobranzas@staff.demo.com.ar', roles: ['cobranzas'] };
export const tesoreria: StaffMe = { email: 'tesoreria@staff.demo.com.ar', roles: ['tesoreria'] };

/** Money as Testing Library reads it: its default normaliser turns the no-break space into a space. */
export const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

const organismo = (id: number, nombre: string): ConsoleOrganismo => ({
  id,
  nombre,
  nombreCorto: nombre.slice(0, 4).toUpperCase(),
  requiereHaberes: false,
  esEjercito: false,
  codigoDescuento: '341',
  diaCorte: null,
  capacidadPorcentaje: 30,
  capacidadValidezDias: 60,
  cftMaximo: null,
  descontandoSinCodigo: 0,
});

export const organismos = {
  items: [organismo(2, 'Ministerio de Educación'), organismo(4, 'Municipalidad del Norte')],
};

export const item = (id: number, over: Partial<CollectionItem> = {}): CollectionItem => ({
  id,
  socio: {
    id: 7,
    nombre: 'Juan Carlos Pérez',
    dni: '28765432',
    celular: '1144556677',
    mail: 'juan@demo.com.ar',
  },
  organismo: 'Ministerio de Educación',
  producto: 'Préstamo Personal',
  vencidaDesde: '2026-10-31',
  diasAtraso: 40,
  situacion: 2,
  montoAdeudado: 45_678.9,
  saldo: 612_345.67,
  ultimoContacto: null,
  promesa: null,
  ...over,
});

export const page = (items: CollectionItem[], next: string | null = null): CollectionsResponse => ({
  items,
  next,
  totals: { prestamos: 12, montoAdeudado: 1_234_567.8, saldo: 9_876_543.21 },
});
