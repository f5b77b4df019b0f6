/** The demo's organismos: the main one, the army, and two whose members send their payslips. */
export const MAIN_ORGANISMO_ID = 2;
export const ARMY_ORGANISMO_ID = 3;
export const OTHER_ORGANISMO_ID = 4;

export const organismos = [
  {
    id: MAIN_ORGANISMO_ID,
    nombre: 'Asociación Mutual de Empleados Públicos',
    corto: 'AMEP',
    haberes: false,
    ejercito: false,
  },
  { id: ARMY_ORGANISMO_ID, nombre: 'Ejército Argentino', corto: 'EA', haberes: false, ejercito: true },
  {
    id: OTHER_ORGANISMO_ID,
    nombre: 'Municipalidad de Córdoba',
    corto: 'MUNICBA',
    haberes: true,
    ejercito: false,
  },
  { id: 5, nombre: 'Policía de la Provincia de Mendoza', corto: 'POLMZA', haberes: true, ejercito: false },
];
