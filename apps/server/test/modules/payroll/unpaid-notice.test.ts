// A refused and a partial deduction, approved: the installment reads unpaid everywhere (rows, loan,
// movements), and the member is told what is owed and how to pay it (the association's account).
import { describe, expect, it } from 'vitest';
import { loanStates } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { outbox } from '../../support/mail';
import { postCsv, resultsFile } from '../../support/payroll';

const { db, consoleAs } = await createTestApp({ staffTotp: false });
const organismoId = await createOrganismo(db, { id: 3 });
await db.query(`UPDATE organismos SET codigo_descuento = '341' WHERE id = $1`, [organismoId]);
await db.query(
  `UPDATE settings SET bank_titular = 'Mutual de Prueba', bank_cuit = '30709123455',
          bank_cbu = '2850590940090418135201', bank_alias = 'mutual.prueba' WHERE id = 1`,
);
const maker = await consoleAs('tesoreria@n.test', ['tesoreria']);
const checker = await consoleAs('tesoreria2@n.test', ['tesoreria']);
const ana = await createMember(db, { dni: '30111222', organismoId });
const luis = await createMember(db, { dni: '28999888', organismoId });
const terms = { estado: loanStates.deducting, monto: 60_000, tna: 60, cuotas: 6, nextPeriod: '202611' };
const a = await createLoan(db, ana, terms);
const l = await createLoan(db, luis, terms);
const base = `/api/console/organismos/${organismoId}/periods/202611`;
await maker.post(`${base}/orders`);
const [order] = await db.query<{ importe: string }>(
  `SELECT importe FROM payroll_order_lines WHERE loan_id = $1 AND period = '202611'`,
  [a],
);
const asked = Math.round(Number(order!.importe) * 100);

describe('a deduction the organismo did not apply', () => {
  it('leaves the installment unpaid, says so in the movements, and tells the member how to pay', async () => {
    const file = resultsFile(organismoId, '202611', [
      `D;30111222;${a};1;${asked};0;RECHAZADO;Sin margen`,
      `D;28999888;${l};1;${asked};400000;PARCIAL;Haber insuficiente`,
    ]);
    const proposed = await postCsv(maker, `${base}/results`, file);
    const id = proposed.json<{ proposalId: number }>().proposalId;
    expect((await checker.post(`/api/console/proposals/${id}/approve`)).statusCode).toBe(200);

    const loans = await db.query<{ id: number; cuotas_restantes: number; monto_en_mora: string }>(
      'SELECT id, cuotas_restantes, monto_en_mora FROM loans WHERE id = ANY($1::int[]) ORDER BY id',
      [[a, l]],
    );
    // Installment 1 of both is not paid (its due date, 2026-11-30, has passed): nothing counts as paid.
    expect(loans).toEqual([
      { id: a, cuotas_restantes: 6, monto_en_mora: (asked / 100).toFixed(2) },
      { id: l, cuotas_restantes: 6, monto_en_mora: ((asked - 400_000) / 100).toFixed(2) },
    ]);
    const [first] = await db.query<{ estado: string }>(
      'SELECT estado FROM loan_installments WHERE loan_id = $1 AND numero = 1',
      [a],
    );
    expect(first?.estado).toBe('impaga');
    const [last] = await db.query<{ concepto: string; credito: string }>(
      'SELECT concepto, credito FROM loan_movements WHERE loan_id = $1 ORDER BY id DESC LIMIT 1',
      [a],
    );
    expect(last).toEqual({ concepto: 'Cuota 1 de 6: el organismo no la descontó', credito: '0.00' });

    const [notice] = await db.query<{ titulo: string; descripcion: string }>(
      'SELECT titulo, descripcion FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [ana.id],
    );
    expect(notice?.titulo).toBe('Cuota sin descontar');
    expect(notice?.descripcion).toContain('la cuota 1 de 6 de su préstamo');
    expect(notice?.descripcion).toContain('CUIT 30-70912345-5');
    expect(notice?.descripcion).toContain('CBU 2850590940090418135201');
    const [partial] = await db.query<{ titulo: string }>(
      'SELECT titulo FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [luis.id],
    );
    expect(partial?.titulo).toBe('Cuota descontada en parte');
    const mails = await outbox(db, ana.mail);
    expect(mails[0]?.subject).toBe('Cuota sin descontar');
    expect(mails[0]?.text_body).toContain('alias mutual.prueba');
  });
});
