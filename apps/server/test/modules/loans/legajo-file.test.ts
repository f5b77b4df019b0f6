import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loanFileResponseSchema, loanStates, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { loanTerms } from '../../../src/modules/loans/terms';
import { formatMoney, formatPercent } from '../../../src/lib/money-format';
import { pdfPagesText } from './legajo/pdf-text';
import { requestCode, signature } from './loan-helpers';

const { db, post } = await createTestApp();
const member = await createSignedInMember(db, {
  mail: 'lucia.benitez@prueba.com.ar',
  nombres: 'Lucía Inés',
  apellido: 'Benítez',
  dni: '30111222',
});
const loanId = await createLoan(db, member, {
  estado: loanStates.approved,
  monto: 750_000,
  tna: 82.5,
  cuotas: 18,
});
const code = await requestCode(post, db, member, loanId);
const confirmed = await post(paths.confirmLoan, {
  uat: member.uat,
  PrestamoId: loanId,
  Token: Number(code),
  FirmaOlografica: signature(),
});
const fetchFile = async (id = loanId) => post(paths.loanFile, { uat: member.uat, PrestamoId: id });
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('TraeLegajoElectronico', () => {
  it('serves the PDF made at confirmation, with the member, the amount, installments, TNA, TEA and CFT', async () => {
    expect(confirmed.statusCode).toBe(200);
    const res = await fetchFile();
    expect(res.statusCode).toBe(200);
    const body = loanFileResponseSchema.parse(res.json());
    expect(body).toMatchObject({ Status: 200, Mensaje: 'Legajo electrónico obtenido' });
    const pdf = Buffer.from(body.LegajoElectronico, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = oneLine((await pdfPagesText(new Uint8Array(pdf))).join(' '));
    const terms = loanTerms(750_000, 82.5, 18);
    expect(text).toContain('Benítez, Lucía Inés');
    expect(text).toContain('30111222');
    expect(text).toContain(`Préstamo N° ${loanId}`);
    expect(text).toContain('$ 750.000,00');
    expect(text).toMatch(/Cantidad de cuotas 18\b/);
    // 'Valor de cuota': the first month's deduction, French installment + IVA on the month's interest.
    const first = terms.schedule[0]!;
    expect(terms.montoCuota).toBe(first.payment);
    expect(first.payment).toBeGreaterThan(first.installment);
    expect(text).toContain(`Valor de cuota ${formatMoney(first.payment)}`);
    expect(text).toContain('82,50%');
    // TEA: (1 + 0.825 / 12)^12 - 1 = 1.06875^12 - 1 = 1.220820... -> 122,08%.
    expect(text).toContain('TEA 122,08%');
    expect(terms.cft).toBeGreaterThan(100); // 82.5% nominal with IVA on interest, effective
    expect(text).toContain(formatPercent(terms.cft));
    expect(text).toContain('Asociación Mutual de Empleados Públicos');
    expect(text).toContain('lu***@prueba.com.ar');
  });

  it('is byte-identical on every call, and matches its stored SHA-256', async () => {
    const first = loanFileResponseSchema.parse((await fetchFile()).json()).LegajoElectronico;
    const second = loanFileResponseSchema.parse((await fetchFile()).json()).LegajoElectronico;
    expect(second).toBe(first);
    const [stored] = await db.query<{ sha256: string; pdf: Uint8Array }>(
      'SELECT sha256, pdf FROM loan_files WHERE loan_id = $1',
      [loanId],
    );
    expect(createHash('sha256').update(Buffer.from(first, 'base64')).digest('hex')).toBe(stored!.sha256);
    expect(Buffer.from(stored!.pdf).toString('base64')).toBe(first);
  });

  it('answers 404 "Legajo no disponible" for a loan without a file', async () => {
    for (const estado of [loanStates.pendingEvaluation, loanStates.approved, loanStates.cancelledByMember]) {
      const res = await fetchFile(await createLoan(db, member, { estado }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Status: 404, Mensaje: 'Legajo no disponible' });
    }
  });

  it('never serves the file of a loan cancelled by the entity, even one confirmed before', async () => {
    await db.query(`UPDATE loans SET estado = $2 WHERE id = $1`, [loanId, loanStates.cancelledByEntity]);
    const res = await fetchFile();
    expect(res.json()).toEqual({ Status: 404, Mensaje: 'Legajo no disponible' });
  });

  it('needs a live session', async () => {
    expect((await post(paths.loanFile, { PrestamoId: loanId })).json()).toEqual({
      Status: 401,
      Mensaje: 'No hay sesion activa',
    });
  });
});
