import type { ConsoleOrganismo } from '@portal/contract';

/** An organismo as GET /api/console/organismos lists it (the search's 'Organismo' list). */
export const organismo = (id: number, nombre: string): ConsoleOrganismo => ({
  id,
  nombre,
  nombreCorto: nombre.slice(0, 4).toUpperCase(),
  requiereHaberes: false,
  esEjercito: false,
  codigoDescuento: `C${id}`,
  diaCorte: null,
  capacidadPorcentaje: 30,
  capacidadValidezDias: 60,
  cftMaximo: null,
  descontandoSinCodigo: 0,
});
