/**
 * The libre deuda ('Certificado de libre deuda'): A4, Spanish, in the legajo's look (loans' page writer and
 * letterhead). It certifies one loan only: that the member owes nothing for it. Deterministic: dated the
 * business day the loan ended, nothing random, so the same facts give the same bytes and SHA-256.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PrintedIdentity } from '@portal/contract';
import { formatMoney } from '../../lib/money-format';
import { valueDay } from '../../lib/value-day';
import {
  CONTENT_WIDTH,
  MARGIN_X,
  PageWriter,
  authorOf,
  colors,
  fieldGrid,
  formatDate,
  letterhead,
  sectionTitle,
} from '../loans/index';

export interface LibreDeudaData {
  entidad: PrintedIdentity;
  socio: { nombres: string; apellido: string; dni: string; organismo: string };
  prestamo: { id: number; producto: string; montoPrestado: number; cuotas: number; alta: Date };
  /** The business date the loan ended, 'AAAA-MM-DD': the certificate's date. */
  fin: string;
}

export const LIBRE_DEUDA_TITLE = 'Certificado de libre deuda';
const PRODUCER = 'Portal de Socios';
const dated = (d: string) => d.split('-').reverse().join('/');

/** The sentence the certificate is for; tests and the e-mail read the same words. */
export const libreDeudaStatement = (d: LibreDeudaData) =>
  `${d.entidad.nombre} certifica que ${d.socio.apellido}, ${d.socio.nombres}, DNI ${d.socio.dni}, ` +
  `no registra deuda por el préstamo N° ${d.prestamo.id} (${d.prestamo.producto}), que quedó cancelado ` +
  `el ${dated(d.fin)}.`;

export async function renderLibreDeuda(d: LibreDeudaData): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const w = new PageWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const name = `${d.socio.apellido}, ${d.socio.nombres}`;

  letterhead(w, d.entidad, LIBRE_DEUDA_TITLE, `Emitido el ${dated(d.fin)}`);
  w.paragraph(libreDeudaStatement(d), { size: 12 });
  w.gap(8);

  sectionTitle(w, 'El préstamo');
  fieldGrid(w, [
    { label: 'Socio', value: name },
    { label: 'DNI', value: d.socio.dni },
    { label: 'Organismo', value: d.socio.organismo },
    { label: 'Préstamo', value: `N° ${d.prestamo.id} - ${d.prestamo.producto}` },
    { label: 'Monto prestado', value: formatMoney(d.prestamo.montoPrestado) },
    { label: 'Cantidad de cuotas', value: String(d.prestamo.cuotas) },
    { label: 'Fecha de alta', value: formatDate(d.prestamo.alta) },
    { label: 'Fecha de cancelación', value: dated(d.fin) },
  ]);
  w.gap(6);
  w.paragraph(
    'Este certificado se refiere solo al préstamo indicado: no informa sobre otros préstamos ni otras ' +
      'obligaciones del socio con la asociación. Se extiende a pedido del interesado, para ser presentado ' +
      'ante quien corresponda.',
    { size: 9, color: colors.muted },
  );

  const style = { size: 7.5, color: colors.muted };
  w.rule(44, colors.rule, 0.5);
  const left = `${LIBRE_DEUDA_TITLE} - Préstamo N° ${d.prestamo.id} - ${name} - DNI ${d.socio.dni}`;
  w.textAt(w.fit(left, CONTENT_WIDTH, style), MARGIN_X, 32, style);
  w.textAt(w.fit(authorOf(d.entidad), CONTENT_WIDTH, style), MARGIN_X, 22, style);

  const at = valueDay(d.fin);
  doc.setTitle(`${LIBRE_DEUDA_TITLE} - Préstamo N° ${d.prestamo.id}`);
  doc.setAuthor(authorOf(d.entidad));
  doc.setSubject(`${name} - DNI ${d.socio.dni} - Préstamo N° ${d.prestamo.id}`);
  doc.setLanguage('es-AR');
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  return doc.save({ useObjectStreams: false });
}
