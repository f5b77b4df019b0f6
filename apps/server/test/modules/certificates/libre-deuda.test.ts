// The libre deuda (issue 25): a loan that ends 'Cancelado' is queued in the transaction that ends it, and the
// certificates job issues its PDF once (even with two running), dated the business day it ended, stored with
// its SHA-256, e-mailed attached and notified; the member downloads it with TraeLibreDeuda (own loans that
// ended only) and staff from the loan's file (loans.read, audited). Both databases (DATABASE_URL or PGlite).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  consoleLoanMessages,
  consoleLoanPaths,
  libreDeudaResponseSchema,
  loanMessages,
  loanStates,
  paths,
  proposalPaths,
  settingsPaths,
} from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createOrganismo, createSignedInMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { pdfPagesText } from '../loans/legajo/pdf-text';

// Business date 2027-01-10; the loans' first installment is that of period 202701.
const now = () => new Date('2027-01-10T15:00:00Z');
const { app, db, post, consoleAs } = await createTestApp({ staffTotp: false, now });
const organismoId = await createOrganismo(db, { id: 5, nombre: 'Municipalidad de Río Cuarto' });
const admin = await consoleAs('admin@c.test', ['administrador']);
const maker = await consoleAs('tesoreria@c.test', ['tesoreria']);
const checker = await consoleAs('tesoreria2@c.test', ['tesoreria']);
const soporte = await consoleAs('soporte@c.test', ['soporte']);
const comunicaciones = await consoleAs('comunicaciones@c.test', ['comunicaciones']);
const member = await createSignedInMember(db, {
  dni: '30222333',
  nombres: 'Lucía Inés',
  apellido: 'Benítez',
  mail: 'lucia@prueba.com.ar',
  organismoId,
});
const other = await createSignedInMember(db, { dni: '28999111', mail: 'otro@prueba.com.ar', organismoId });
const terms = { estado: loanStates.deducting, monto: 60_000, tna: 60, cuotas: 6, nextPeriod: '202701' };
const identity = {
  razonSocial: 'Asociación Mutual Solidaria del Centro',
  cuit: '30-70912345-5',
  matriculaInaes: 'CBA 1234',
  domicilio: 'Av. Colón 1250, X5000 Córdoba',
  reason: 'Datos del estatuto',
};
expect((await admin.post(settingsPaths.identity, identity)).statusCode).toBe(200);

const at = (template: string, id: number) => template.replace(':id', String(id));
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const textOf = async (pdf: Uint8Array) => oneLine((await pdfPagesText(new Uint8Array(pdf))).join(' '));
const fetchLibreDeuda = (uat: string, loanId: number) => post(paths.libreDeuda, { uat, PrestamoId: loanId });

/** Pays the loan off on 2027-01-05 (approved on the business date, 2027-01-10): it ends 'Cancelado'. */
async function payOff(loanId: number) {
  const quote = await maker.get(`${at(consoleLoanPaths.paymentPayoff, loanId)}?fecha=2027-01-05`);
  const { importe } = quote.json<{ importe: number }>();
  const res = await maker.post(at(consoleLoanPaths.payments, loanId), {
    fecha: '2027-01-05',
    importe,
    canal: 'transferencia',
    referencia: 'T-9',
  });
  const { proposalId } = res.json<{ proposalId: number }>();
  expect((await checker.post(proposalPaths.approve.replace(':id', String(proposalId)))).statusCode).toBe(200);
}

const certificates = (loanId: number) =>
  db.query<{ fecha: string; pdf: Uint8Array; sha256: string }>(
    `SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha, pdf, sha256 FROM loan_certificates WHERE loan_id = $1`,
    [loanId],
  );
const certificateMails = async (to: string, loanId: number) => {
  const mails = await db.query<{ id: number; subject: string; text_body: string; html_body: string }>(
    `SELECT id, subject, text_body, html_body FROM mail_outbox WHERE to_address = $1 AND subject = $2 ORDER BY id`,
    [to, `Préstamo N° ${loanId}: su libre deuda`],
  );
  const files = await db.query<{
    mail_id: number;
    filename: string;
    content_type: string;
    content: Uint8Array;
  }>('SELECT mail_id, filename, content_type, content FROM mail_attachments WHERE mail_id = ANY($1::int[])', [
    mails.map((m) => m.id),
  ]);
  return { mails, files };
};
const notices = (memberId: number) =>
  db.query<{ titulo: string; descripcion: string }>(
    `SELECT titulo, descripcion FROM notifications WHERE member_id = $1 AND titulo = 'Libre deuda de su préstamo'`,
    [memberId],
  );
const queued = async (loanId: number) =>
  (await db.query('SELECT 1 FROM loan_certificate_queue WHERE loan_id = $1', [loanId])).length === 1;

describe('the libre deuda of a loan paid off', () => {
  const loan = createLoan(db, member, terms);

  it('is queued when the loan ends, not rendered in that transaction', async () => {
    const loanId = await loan;
    expect(await queued(loanId)).toBe(false);
    await payOff(loanId);
    expect(await queued(loanId)).toBe(true);
    expect(await certificates(loanId)).toEqual([]);
  });

  it('is issued once by two jobs at once, dated the business day the loan ended, with its SHA-256', async () => {
    const loanId = await loan;
    const [a, b] = await Promise.all([app.certificates.issueQueued(), app.certificates.issueQueued()]);
    expect(a.issued + b.issued).toBe(1);
    expect(await app.certificates.issueQueued()).toEqual({ issued: 0, more: false });
    expect(await queued(loanId)).toBe(false);

    const [stored, ...more] = await certificates(loanId);
    expect(more).toEqual([]);
    expect(stored!.fecha).toBe('2027-01-10');
    expect(createHash('sha256').update(stored!.pdf).digest('hex')).toBe(stored!.sha256);
    expect(Buffer.from(stored!.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await textOf(stored!.pdf);
    expect(text).toContain('Certificado de libre deuda');
    expect(text).toContain(
      `Asociación Mutual Solidaria del Centro certifica que Benítez, Lucía Inés, DNI 30222333, no registra ` +
        `deuda por el préstamo N° ${loanId} (Préstamo Personal), que quedó cancelado el 10/01/2027.`,
    );
    expect(text).toContain(
      'CUIT 30-70912345-5 - Matrícula INAES N° CBA 1234 - Av. Colón 1250, X5000 Córdoba',
    );
    expect(text).toContain('Municipalidad de Río Cuarto');
    expect(text).toContain('Emitido el 10/01/2027');
    expect(text).not.toContain('undefined');
  });

  it('is e-mailed to the member with the PDF attached, and notified, once', async () => {
    const loanId = await loan;
    const [stored] = await certificates(loanId);
    const { mails, files } = await certificateMails(member.mail, loanId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('no registra deuda por él');
    expect(mails[0]!.text_body).toContain(
      'Asociación Mutual Solidaria del Centro - CUIT 30-70912345-5 - Matrícula INAES N° CBA 1234',
    );
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      filename: `libre-deuda-${loanId}.pdf`,
      content_type: 'application/pdf',
    });
    expect(Buffer.from(files[0]!.content).equals(Buffer.from(stored!.pdf))).toBe(true);
    expect(await notices(member.id)).toEqual([
      {
        titulo: 'Libre deuda de su préstamo',
        descripcion: expect.stringContaining(
          `préstamo N° ${loanId} (Préstamo Personal) quedó cancelado el 10/01/2027`,
        ),
      },
    ]);
  });

  it("the payoff's receipt carries the association's identity too", async () => {
    const [receipt] = await db.query<{ content: Uint8Array }>(
      `SELECT a.content FROM mail_attachments a JOIN mail_outbox m ON m.id = a.mail_id
        WHERE m.to_address = $1 AND a.filename LIKE 'recibo-%'`,
      [member.mail],
    );
    const text = await textOf(receipt!.content);
    expect(text).toContain('ASOCIACIÓN MUTUAL SOLIDARIA DEL CENTRO');
    expect(text).toContain('CUIT 30-70912345-5 - Matrícula INAES N° CBA 1234');
  });

  it('TraeLibreDeuda answers the stored bytes to the member, the same on every call', async () => {
    const loanId = await loan;
    const [stored] = await certificates(loanId);
    const res = await fetchLibreDeuda(member.uat, loanId);
    expect(res.statusCode).toBe(200);
    const body = libreDeudaResponseSchema.parse(res.json());
    expect(body).toMatchObject({ Status: 200, Mensaje: loanMessages.libreDeudaOk });
    expect(Buffer.from(body.LibreDeuda, 'base64').equals(Buffer.from(stored!.pdf))).toBe(true);
    const again = libreDeudaResponseSchema.parse((await fetchLibreDeuda(member.uat, loanId)).json());
    expect(again.LibreDeuda).toBe(body.LibreDeuda);
  });

  it("refuses another member's loan and a missing one alike, and a loan not cancelled", async () => {
    const loanId = await loan;
    const notFound = { Status: 404, Mensaje: loanMessages.notFound };
    for (const [uat, id] of [
      [other.uat, loanId],
      [member.uat, 999_999],
    ] as const) {
      const res = await fetchLibreDeuda(uat, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    const repaying = await createLoan(db, member, terms);
    const res = await fetchLibreDeuda(member.uat, repaying);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Status: 404, Mensaje: loanMessages.libreDeudaUnavailable });
    expect(await certificates(repaying)).toEqual([]);
    expect((await post(paths.libreDeuda, { uat: 'x'.repeat(40), PrestamoId: loanId })).statusCode).toBe(401);
  });

  it('is listed in the OpenAPI document like the other member calls', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { post?: unknown }>;
    }>();
    expect(doc.paths[paths.libreDeuda]?.post).toBeTruthy();
  });
});

describe('issued on demand', () => {
  it('when the member asks before the job ran: stored, mailed once, and the job has nothing left', async () => {
    const loanId = await createLoan(db, member, { ...terms, estado: loanStates.paidOff });
    expect(await queued(loanId)).toBe(true);
    const res = await fetchLibreDeuda(member.uat, loanId);
    expect(res.statusCode).toBe(200);
    const pdf = Buffer.from(libreDeudaResponseSchema.parse(res.json()).LibreDeuda, 'base64');
    expect(await textOf(pdf)).toContain('DNI 30222333, no registra deuda');
    const [stored] = await certificates(loanId);
    expect(Buffer.from(stored!.pdf).equals(pdf)).toBe(true);
    expect(await queued(loanId)).toBe(false);
    await app.certificates.issueQueued();
    await fetchLibreDeuda(member.uat, loanId);
    expect((await certificateMails(member.mail, loanId)).mails).toHaveLength(1);
  });

  it('from the console (loans.read): the PDF, audited; refused without the permission or before it ended', async () => {
    const loanId = await createLoan(db, member, { ...terms, estado: loanStates.paidOff });
    const res = await soporte.get(at(consoleLoanPaths.libreDeuda, loanId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [stored] = await certificates(loanId);
    expect(res.rawPayload.equals(Buffer.from(stored!.pdf))).toBe(true);
    const audit = await db.query<{ action: string; entity_id: string; after: { sha256: string } }>(
      `SELECT action, entity_id, after FROM audit_log WHERE action = 'libre_deuda.read' ORDER BY id`,
    );
    expect(audit).toMatchObject([{ entity_id: String(loanId), after: { sha256: stored!.sha256 } }]);

    expect((await comunicaciones.get(at(consoleLoanPaths.libreDeuda, loanId))).statusCode).toBe(403);
    const repaying = await createLoan(db, member, terms);
    const refused = await soporte.get(at(consoleLoanPaths.libreDeuda, repaying));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ Mensaje: consoleLoanMessages.libreDeudaUnavailable });
    expect((await soporte.get(at(consoleLoanPaths.libreDeuda, 999_999))).statusCode).toBe(404);
  });
});

describe('loans that had ended before', () => {
  it('get theirs quietly: no mail nor notice for an old loan the migration queued', async () => {
    const loanId = await createLoan(db, other, { ...terms, estado: loanStates.paidOff });
    await db.query('UPDATE loan_certificate_queue SET avisar = false WHERE loan_id = $1', [loanId]);
    await app.certificates.issueQueued();
    expect(await certificates(loanId)).toHaveLength(1);
    expect((await certificateMails(other.mail, loanId)).mails).toEqual([]);
    expect(await notices(other.id)).toEqual([]);
  });

  it('a loan reopened by a reversal is not served, and is issued anew when it ends on another day', async () => {
    const loanId = await createLoan(db, other, { ...terms, estado: loanStates.paidOff });
    await app.certificates.issueQueued();
    const [first] = await certificates(loanId);
    await db.query(`UPDATE loans SET estado = $2 WHERE id = $1`, [loanId, loanStates.deducting]);
    expect((await fetchLibreDeuda(other.uat, loanId)).statusCode).toBe(404);
    await db.query(
      `INSERT INTO loan_allocations (loan_id, origen, fecha, business_date, importe, lines)
       VALUES ($1, 'pago', '2027-01-12', '2027-01-12', 1, '[]')`,
      [loanId],
    );
    await db.query(`UPDATE loans SET estado = $2 WHERE id = $1`, [loanId, loanStates.paidOff]);
    await app.certificates.issueQueued();
    const [second] = await certificates(loanId);
    expect(second!.fecha).toBe('2027-01-12');
    expect(second!.sha256).not.toBe(first!.sha256);
  });
});
