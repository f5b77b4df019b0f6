/**
 * The receipt of a payment outside payroll ('Recibo de pago N° ...'), A4, Spanish, in the legajo's look
 * (loans' page writer): who paid, for which loan, when, how much, how, what installments it settled and the
 * balance left. Built with pdf-lib's standard fonts, which encode WinAnsi: the writer replaces anything else.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PaymentChannel, PrintedIdentity } from '@portal/contract';
import { formatMoney } from '../../lib/money-format';
import {
  CONTENT_WIDTH,
  MARGIN_X,
  PageWriter,
  authorOf,
  colors,
  fieldGrid,
  letterhead,
  sectionTitle,
} from '../loans/index';
import type { Settled } from './payment';

export interface ReceiptData {
  numero: number;
  /** The business date it was approved on ('AAAA-MM-DD'). */
  emitido: string;
  /** Its instant, kept as the PDF's creation date. */
  at: Date;
  socio: { nombres: string; apellido: string; dni: string };
  prestamo: { id: number; producto: string; cuotas: number };
  fecha: string;
  /** Cents, as every amount here. */
  importe: number;
  canal: PaymentChannel;
  referencia: string;
  settled: readonly Settled[];
  cancelacion: boolean;
  saldo: number;
  /** The association as its letterhead prints it. */
  entidad?: PrintedIdentity;
}

const TITLE = 'Recibo de pago';
const PRODUCER = 'Portal de Socios';
const dated = (d: string) => d.split('-').reverse().join('/');
const money = (cents: number) => formatMoney(cents / 100);
export const channelLabels = {
  transferencia: 'Transferencia bancaria',
  efectivo: 'Efectivo',
} as const satisfies Record<PaymentChannel, string>;

export async function renderReceipt(r: ReceiptData): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const w = new PageWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const name = `${r.socio.apellido}, ${r.socio.nombres}`;

  letterhead(w, r.entidad, `${TITLE} N° ${r.numero}`, `Emitido el ${dated(r.emitido)}`);
  w.paragraph(
    `Recibimos de ${name}, DNI ${r.socio.dni}, la suma de ${money(r.importe)} ` +
      `${r.canal === 'transferencia' ? 'por transferencia bancaria' : 'en efectivo'} el ${dated(r.fecha)}, ` +
      `${r.cancelacion ? 'con la que cancela' : 'a cuenta de'} su préstamo ` +
      `N° ${r.prestamo.id} (${r.prestamo.producto}).`,
    { size: 11 },
  );
  w.gap(6);

  sectionTitle(w, 'El pago');
  fieldGrid(
    w,
    [
      { label: 'Socio', value: name },
      { label: 'DNI', value: r.socio.dni },
      { label: 'Préstamo', value: `N° ${r.prestamo.id} - ${r.prestamo.producto}` },
      { label: 'Fecha del pago', value: dated(r.fecha) },
      { label: 'Importe', value: money(r.importe) },
      { label: 'Canal', value: channelLabels[r.canal] },
      { label: 'Referencia', value: r.referencia || 'Sin referencia' },
    ],
    2,
  );

  sectionTitle(w, 'Cuotas a las que se imputó');
  const right = MARGIN_X + CONTENT_WIDTH;
  const row = (cells: [string, string, string], style = {}) => {
    w.ensure(18);
    w.textAt(cells[0], MARGIN_X, w.y - 11, style);
    w.textAt(cells[1], MARGIN_X + 200, w.y - 11, style);
    w.textRight(cells[2], right, w.y - 11, style);
    w.gap(18);
  };
  row(['Cuota', 'Estado', 'Importe imputado'], { size: 8.5, bold: true, color: colors.muted });
  for (const s of r.settled)
    row([
      `Cuota ${s.numero} de ${r.prestamo.cuotas}`,
      s.pagada ? 'Pagada' : 'Pagada en parte',
      money(s.importe),
    ]);
  w.rule();
  w.gap(16);
  w.textAt('Saldo del préstamo después del pago', MARGIN_X, w.y - 11, { size: 10.5 });
  w.textRight(money(r.saldo), right, w.y - 11, { size: 12, bold: true });
  w.gap(24);
  w.paragraph(
    r.cancelacion
      ? 'Con este pago el préstamo queda cancelado: no se descontarán más cuotas de sus haberes.'
      : 'El pago se imputó a la cuota impaga más antigua y, dentro de cada cuota, al IVA, al interés y al ' +
          'capital, en ese orden. Las cuotas que siguen se descuentan de sus haberes como siempre.',
    { size: 9, color: colors.muted },
  );

  doc.setTitle(`${TITLE} N° ${r.numero}`);
  doc.setAuthor(authorOf(r.entidad));
  doc.setSubject(`${name} - DNI ${r.socio.dni} - Préstamo N° ${r.prestamo.id}`);
  doc.setLanguage('es-AR');
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(r.at);
  doc.setModificationDate(r.at);
  return doc.save({ useObjectStreams: false });
}
