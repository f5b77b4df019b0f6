import { contactChannelLabels, situationLabel } from '@portal/contract';
import type { Column } from '../../lib/export/index';
import type { ArrearsExportRow } from './service';

/** The arrears list's columns, the same in the CSV and the XLSX: names and labels, never codes. */
export const collectionsColumns: Column<ArrearsExportRow>[] = [
  { header: 'Préstamo', kind: 'integer', width: 10, value: (r) => r.id },
  { header: 'Socio', kind: 'text', width: 32, value: (r) => `${r.nombres} ${r.apellido}` },
  { header: 'DNI', kind: 'text', width: 12, value: (r) => r.dni },
  { header: 'Celular', kind: 'text', width: 14, value: (r) => r.celular },
  { header: 'Correo', kind: 'text', width: 30, value: (r) => r.mail },
  { header: 'Organismo', kind: 'text', width: 32, value: (r) => r.organismo },
  { header: 'Línea', kind: 'text', width: 24, value: (r) => r.producto },
  { header: 'Vencida desde', kind: 'date', width: 12, value: (r) => r.vencida_desde },
  { header: 'Días de atraso', kind: 'integer', width: 10, value: (r) => r.dias },
  { header: 'Situación', kind: 'text', width: 28, value: (r) => situationLabel(r.situacion) },
  { header: 'Adeudado', kind: 'decimal', width: 16, value: (r) => r.monto_en_mora },
  { header: 'Saldo', kind: 'decimal', width: 16, value: (r) => r.saldo },
  { header: 'Último contacto', kind: 'date', width: 12, value: (r) => r.contacto_fecha },
  {
    header: 'Canal',
    kind: 'text',
    width: 18,
    value: (r) => (r.contacto_canal ? contactChannelLabels[r.contacto_canal] : null),
  },
  { header: 'Nota del contacto', kind: 'text', width: 40, value: (r) => r.contacto_nota },
  { header: 'Promesa de pago', kind: 'date', width: 12, value: (r) => r.promesa_fecha },
  { header: 'Importe prometido', kind: 'decimal', width: 16, value: (r) => r.promesa_importe },
  {
    header: 'Promesa incumplida',
    kind: 'text',
    width: 10,
    value: (r) => (r.promesa_fecha === null ? null : r.grupo === 0 ? 'Sí' : 'No'),
  },
];
