import { PDFDocument, StandardFonts, type PDFImage } from 'pdf-lib';
import { formatMoney, formatPercent } from '../../../lib/money-format';
import { formatDate, formatDateTime } from './format';
import { InvalidSignatureError, type LegajoData } from './legajo-data';
import { authorOf, letterhead } from './letterhead';
import { CONTENT_WIDTH, MARGIN_X, PageWriter, colors } from './page-writer';
import { paymentOf, scheduleTable } from './schedule-table';
import { fieldGrid, figureBoxes, sectionTitle } from './sections';
import { assertPng } from './signature';

const TITLE = 'Legajo Electrónico de Préstamo';
/** Fixed, so that the same loan always gives the same bytes (pdf-lib would write its own name and now). */
const PRODUCER = 'Portal de Socios';

/**
 * The legajo electrónico of a confirmed loan: A4, Spanish. Deterministic: the same data gives the same
 * bytes (dates come from confirmedAt, nothing random), so the stored PDF and its SHA-256 can be
 * checked against a new rendering. Throws InvalidSignatureError when the signature is not a PNG.
 */
export async function renderLegajo(data: LegajoData): Promise<Uint8Array> {
  assertPng(data.signaturePng);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const signature = await embedSignature(doc, data.signaturePng);
  const w = new PageWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const memberName = `${data.member.apellido}, ${data.member.nombres}`;

  header(w, data);
  sectionTitle(w, 'Datos del socio');
  fieldGrid(w, [
    { label: 'Apellido y nombres', value: memberName },
    { label: 'DNI', value: data.member.dni },
    { label: 'Correo electrónico', value: data.member.mail },
    { label: 'Celular', value: data.member.celular },
    { label: 'Organismo', value: data.organismo.nombre },
    { label: 'Fecha de alta del préstamo', value: formatDate(data.loan.fechaAlta) },
  ]);

  sectionTitle(w, 'Condiciones del préstamo');
  figureBoxes(w, [
    { label: 'Monto prestado', value: formatMoney(data.loan.montoPrestado) },
    { label: 'Cantidad de cuotas', value: String(data.loan.cantidadCuotas) },
    { label: 'Valor de cuota', value: formatMoney(data.loan.montoCuota) },
    { label: 'TNA', value: formatPercent(data.loan.tna) },
    { label: 'TEA', value: formatPercent(data.loan.tea) },
    { label: 'CFT', value: formatPercent(data.loan.cft) },
  ]);
  const sum = (pick: (r: (typeof data.schedule)[number]) => number) =>
    data.schedule.reduce((total, r) => total + Math.round(pick(r) * 100), 0) / 100;
  fieldGrid(
    w,
    [
      { label: 'Intereses totales', value: formatMoney(sum((r) => r.interest)) },
      { label: 'IVA sobre intereses', value: formatMoney(sum((r) => r.ivaOnInterest)) },
      { label: 'Total a pagar', value: formatMoney(sum(paymentOf)) },
    ],
    3,
  );
  w.paragraph(
    'Sistema de amortización francés: capital e interés suman lo mismo cada mes, y se suma el IVA (21%) ' +
      'sobre el interés de ese mes. El valor de cuota es lo que se descuenta de sus haberes cada mes, IVA ' +
      'incluido: el indicado arriba es el de la primera cuota; los siguientes bajan a medida que baja el ' +
      'interés, como detalla el cuadro. TNA: tasa nominal anual. TEA: tasa efectiva anual. CFT: costo ' +
      'financiero total efectivo anual, con IVA incluido. Importes en pesos argentinos.',
    { size: 8, color: colors.muted },
  );

  sectionTitle(w, 'Cuadro de cuotas');
  scheduleTable(w, data.schedule);

  w.gap(12);
  signatureBlock(w, data, memberName, signature);
  footers(w, data, memberName);

  doc.setTitle(`${TITLE} N° ${data.loan.id}`);
  doc.setAuthor(authorOf(data.entidad));
  doc.setSubject(`${memberName} - DNI ${data.member.dni}`);
  doc.setLanguage('es-AR');
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(data.confirmedAt);
  doc.setModificationDate(data.confirmedAt);
  return doc.save({ useObjectStreams: false });
}

async function embedSignature(doc: PDFDocument, png: Uint8Array): Promise<PDFImage> {
  try {
    return await doc.embedPng(png);
  } catch {
    throw new InvalidSignatureError(); // right magic bytes, broken image
  }
}

function header(w: PageWriter, data: LegajoData): void {
  letterhead(w, data.entidad, TITLE, `Emitido el ${formatDate(data.confirmedAt)}`);
  w.paragraph(`Préstamo N° ${data.loan.id} - ${data.loan.producto}`, { size: 11.5 });
  w.gap(4);
}

function signatureBlock(w: PageWriter, data: LegajoData, memberName: string, image: PDFImage): void {
  const boxWidth = 230;
  const boxHeight = 95;
  // Title (33), statement (2-3 lines), signature and caption stay together on one page.
  w.ensure(33 + 44 + 8 + boxHeight + 24);
  sectionTitle(w, 'Conformidad del socio');
  const sentTo = data.codeSentTo ? ` enviado a ${data.codeSentTo}` : ' enviado a su correo electrónico';
  w.paragraph(
    `${memberName}, DNI ${data.member.dni}, prestó conformidad a las condiciones de este préstamo ` +
      `con el código de verificación${sentTo} y su firma hológrafa.`,
  );
  w.gap(8);
  const top = w.y;
  const scale = Math.min((boxWidth - 16) / image.width, (boxHeight - 12) / image.height, 1);
  const drawn = image.scale(scale);
  w.page.drawImage(image, {
    x: MARGIN_X + (boxWidth - drawn.width) / 2,
    y: top - boxHeight + 6 + (boxHeight - 12 - drawn.height) / 2,
    width: drawn.width,
    height: drawn.height,
  });
  w.page.drawLine({
    start: { x: MARGIN_X, y: top - boxHeight },
    end: { x: MARGIN_X + boxWidth, y: top - boxHeight },
    thickness: 0.75,
    color: colors.text,
  });
  w.textAt('Firma del socio', MARGIN_X, top - boxHeight - 12, { size: 8, color: colors.muted });

  const x = MARGIN_X + boxWidth + 30;
  w.textAt('Confirmado el', x, top - 30, { size: 8, color: colors.muted });
  w.textAt(formatDateTime(data.confirmedAt), x, top - 46, { size: 12, bold: true });
  w.textAt('Hora de Buenos Aires (UTC-3)', x, top - 60, { size: 8, color: colors.muted });
  w.y = top - boxHeight - 20;
}

function footers(w: PageWriter, data: LegajoData, memberName: string): void {
  const total = w.pages.length;
  w.pages.forEach((page, k) => {
    w.page = page;
    w.rule(44, colors.rule, 0.5);
    const style = { size: 7.5, color: colors.muted };
    const pageText = `Página ${k + 1} de ${total}`;
    const left = `${TITLE} N° ${data.loan.id} - ${memberName} - DNI ${data.member.dni}`;
    w.textAt(w.fit(left, CONTENT_WIDTH - w.width(pageText, style) - 20, style), MARGIN_X, 32, style);
    w.textRight(pageText, MARGIN_X + CONTENT_WIDTH, 32, style);
  });
}
