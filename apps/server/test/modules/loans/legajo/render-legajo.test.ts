import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { InvalidSignatureError } from '../../../../src/modules/loans/legajo/legajo-data';
import { renderLegajo } from '../../../../src/modules/loans/legajo/render-legajo';
import { pdfPagesText } from './pdf-text';
import { sampleLegajo, signaturePng } from './sample-legajo';

/** Image XObjects in the file, as [width, height], leaving out the alpha masks of transparent PNGs. */
async function images(bytes: Uint8Array): Promise<[number, number][]> {
  const doc = await PDFDocument.load(bytes);
  const all = doc.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
  const masks = new Set(
    all.map(([, object]) => String((object as PDFRawStream).dict.get(PDFName.of('SMask')))),
  );
  return all
    .filter(([ref]) => !masks.has(String(ref)))
    .map(([, object]) => {
      const size = (key: string) =>
        ((object as PDFRawStream).dict.get(PDFName.of(key)) as PDFNumber).asNumber();
      return [size('Width'), size('Height')];
    });
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('renderLegajo', () => {
  it('is a PDF whose text holds the member, the terms and the confirmation', async () => {
    const data = sampleLegajo({ amount: 850_000, tna: 85.5, n: 24 });
    const bytes = await renderLegajo(data);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = oneLine((await pdfPagesText(bytes)).join(' '));

    expect(text).toContain('Legajo Electrónico de Préstamo');
    expect(text).toContain('Núñez Peña, María José');
    expect(text).toContain('28456789');
    expect(text).toContain('maria.nunez@correo.com.ar');
    expect(text).toContain('Ministerio de Educación - Provincia de Córdoba');
    expect(text).toContain('Préstamo N° 1042');
    expect(text).toContain('$ 850.000,00'); // amount
    expect(text).toMatch(/Cantidad de cuotas 24\b/); // installments
    // 'Valor de cuota' is the first month's deduction. French installment: 0.85 x the 1,000,000 loan of
    // the loan-math tests, 0.85 x 88,147.8613 = 74,925.68; interest 850,000 x 0.855 / 12 = 60,562.50;
    // IVA 21% of it = 12,718.125 -> 12,718.13; 74,925.68 + 12,718.13 = 87,643.81.
    expect(data.loan.montoCuota).toBe(87_643.81);
    expect(text).toContain('Valor de cuota $ 87.643,81');
    expect(text).toContain('85,50%'); // TNA
    // TEA: (1 + 0.855 / 12)^12 - 1 = 1.07125^12 - 1 = 1.283968... -> 128,40%
    expect(text).toContain('TEA 128,40%');
    expect(data.loan.cft).toBe(169.76);
    expect(text).toContain('169,76%'); // CFT
    expect(text).toContain('21/11/2026 15:09:51'); // 18:09:51 UTC in Buenos Aires
    expect(text).toContain('ma***@correo.com.ar');
    expect(text).toMatch(/Página 1 de \d/);
  });

  it('lists every installment with its figures and a totals line', async () => {
    const data = sampleLegajo({ n: 12 });
    const text = oneLine((await pdfPagesText(await renderLegajo(data))).join(' '));
    const first = data.schedule[0]!;
    // "1 <capital> <interés> <IVA> <valor de cuota> <saldo>" with es-AR numbers.
    const fmt = (v: number) =>
      v.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(text).toContain(
      [
        1,
        first.principalPaid,
        first.interest,
        first.ivaOnInterest,
        first.payment ?? Number.NaN,
        first.balance,
      ]
        .map((v, k) => (k === 0 ? String(v) : fmt(v)))
        .join(' '),
    );
    expect(text).toMatch(/ 12 [\d.,]+ [\d.,]+ [\d.,]+ [\d.,]+ 0,00 Total 850\.000,00/);
  });

  it('embeds the signature image', async () => {
    expect(await images(await renderLegajo(sampleLegajo()))).toEqual([[600, 200]]);
  });

  it('gives byte-identical output for the same data', async () => {
    const a = await renderLegajo(sampleLegajo());
    const b = await renderLegajo(sampleLegajo());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    // and dates come from the confirmation, not from the clock
    const doc = await PDFDocument.load(a, { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-21T18:09:51.000Z');
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-11-21T18:09:51.000Z');
    expect(doc.getProducer()).toBe('Portal de Socios');
    expect(doc.getTitle()).toBe('Legajo Electrónico de Préstamo N° 1042');
  });

  it('changes when the data changes', async () => {
    const a = await renderLegajo(sampleLegajo());
    const other = sampleLegajo();
    other.confirmedAt = new Date('2026-11-21T18:09:52Z');
    expect(Buffer.from(a).equals(Buffer.from(await renderLegajo(other)))).toBe(false);
  });

  it('spreads a long schedule over pages, repeating the table header and numbering pages', async () => {
    const data = sampleLegajo({ n: 72 });
    const pages = await pdfPagesText(await renderLegajo(data));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, k) => expect(page).toContain(`Página ${k + 1} de ${pages.length}`));
    const withTable = pages.filter((p) => p.includes('IVA s/interés'));
    expect(withTable.length).toBeGreaterThanOrEqual(2);
    const all = oneLine(pages.join(' '));
    // Every installment row is there once: its number followed by its capital.
    for (const row of data.schedule) {
      const capital = row.principalPaid.toLocaleString('es-AR', { minimumFractionDigits: 2 });
      expect(all).toContain(` ${row.number} ${capital} `);
    }
    expect(oneLine(pages.at(-1)!)).toContain('Firma del socio');
  });

  it('renders Spanish characters and replaces what the standard fonts cannot encode', async () => {
    const data = sampleLegajo({ n: 3 });
    data.member.nombres = 'Agüero Ñandú';
    data.member.apellido = 'Zoë Őrs 😀 Иван';
    data.loan.producto = '¿Préstamo? ¡Sí! “Cuota” – fija';
    const text = oneLine((await pdfPagesText(await renderLegajo(data))).join(' '));
    expect(text).toContain('Agüero Ñandú');
    expect(text).toContain('Zoë Ors ? ????'); // Ő -> O (accent dropped), emoji and Cyrillic -> ?
    expect(text).toContain('¿Préstamo? ¡Sí! “Cuota” – fija');
  });

  it('keeps long values inside the page (wrapping and shrinking)', async () => {
    const data = sampleLegajo({ amount: 99_999_999_999.99, tna: 150, n: 36 });
    data.organismo.nombre = 'Organismo con un nombre larguísimo '.repeat(6);
    data.member.mail = `${'x'.repeat(120)}@correo.com.ar`;
    const text = oneLine((await pdfPagesText(await renderLegajo(data))).join(' '));
    expect(text).toContain('$ 99.999.999.999,99');
  });

  it.each([
    ['JPEG bytes', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)])],
    ['empty', new Uint8Array()],
    ['text', new TextEncoder().encode('not an image at all, just text that is long enough')],
    [
      'PNG magic with garbage',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(60).fill(7)]),
    ],
  ])('refuses a signature that is not a PNG (%s) with a typed error', async (_label, bytes) => {
    const data = { ...sampleLegajo(), signaturePng: bytes };
    await expect(renderLegajo(data)).rejects.toBeInstanceOf(InvalidSignatureError);
    await expect(renderLegajo(data)).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
  });

  it('accepts any PNG size and keeps its aspect within the signature box', async () => {
    const data = { ...sampleLegajo(), signaturePng: signaturePng(1200, 900) };
    expect(await images(await renderLegajo(data))).toEqual([[1200, 900]]);
  });
});
