import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loanStates, paths, type Loan } from '@portal/contract';
import { createTestApp } from '../support/app';
import { loadDemoData } from '../../src/demo/index';
import { loanTerms } from '../../src/modules/loans/terms';
import { pdfPagesText } from '../modules/loans/legajo/pdf-text';
import { requestCode, signature } from '../modules/loans/loan-helpers';

const { db, post } = await createTestApp();
const started = Date.now();
await loadDemoData(db);
const loadMs = Date.now() - started;

async function signIn(mail: string, address: string) {
  const res = await post(paths.login, { Mail: mail, Password: 'Demo1234' }, {}, address);
  return { mail, uat: res.json().UAT as string };
}
const socio = await signIn('socio@demo.com.ar', '10.9.0.1');
const loansOf = async (m: { uat: string }) =>
  (await post(paths.loans, { uat: m.uat })).json().Prestamos as Loan[];

describe('demo loans', () => {
  it('loads quickly, legajo PDFs included', () => {
    expect(loadMs).toBeLessThan(15_000);
  });

  it('gives socio@ a loan in each state the walkthrough needs, newest first', async () => {
    const loans = await loansOf(socio);
    expect(loans.map((l) => l.Estado)).toEqual([
      loanStates.pendingEvaluation,
      loanStates.approved,
      loanStates.awaitingTransfer,
      loanStates.cancelledByEntity,
      loanStates.deducting,
      loanStates.paidOff,
    ]);
    const active = loans.filter((l) => /descontando/i.test(l.Estado) && l.Saldo > 0);
    expect(active).toHaveLength(1);
    for (const l of loans) {
      const terms = loanTerms(l.MontoPrestado, l.TNA, l.CantidadCuotas);
      const due = terms.schedule[Math.min(l.CantidadCuotas, l.CantidadCuotas - l.CuotasRestantes + 1) - 1]!;
      expect([l.MontoCuota, l.CFT]).toEqual([due.payment, terms.cft]);
      expect(new Date(l.Fecha).getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('has movements that follow the loan math: Saldo of the active loan is the schedule balance', async () => {
    const loans = await loansOf(socio);
    for (const l of loans.filter((x) => x.Transferido)) {
      const { Renglones } = (await post(paths.loanMovements, { uat: socio.uat, PrestamoId: l.Id })).json();
      expect(Renglones.length).toBeGreaterThan(2);
      let saldo = 0;
      for (const r of Renglones) {
        saldo = Math.round((saldo + r.Debito - r.Credito) * 100) / 100;
        expect(r.Saldo).toBe(saldo);
        expect(new Date(r.Fecha).getTime()).toBeLessThanOrEqual(Date.now());
      }
      expect(saldo).toBe(l.Saldo);
      const paid = l.CantidadCuotas - l.CuotasRestantes;
      if (l.Estado === loanStates.deducting)
        expect(l.Saldo).toBe(loanTerms(l.MontoPrestado, l.TNA, l.CantidadCuotas).schedule[paid - 1]!.balance);
      else expect(Renglones.at(-1).Concepto).toBe('Precancelación');
    }
  });

  it('dates its history on its days: movements recorded on their value day, signatures before confirming', async () => {
    const [late] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM loan_movements m JOIN loans l ON l.id = m.loan_id
        WHERE m.registrado_at <> m.fecha AND m.concepto NOT LIKE '%adelantados'`,
    );
    expect(late!.count).toBe(0);
    const [unsigned] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM loan_signatures s JOIN loans l ON l.id = s.loan_id
        WHERE l.confirmed_at IS NOT NULL AND s.created_at >= l.confirmed_at`,
    );
    expect(unsigned!.count).toBe(0);
  });

  it('has a legajo for every loan past confirmation, matching its SHA-256, and none otherwise', async () => {
    const loans = await loansOf(socio);
    for (const l of loans) {
      const res = await post(paths.loanFile, { uat: socio.uat, PrestamoId: l.Id });
      if (
        [loanStates.awaitingTransfer, loanStates.deducting, loanStates.paidOff].includes(l.Estado as never)
      ) {
        const pdf = Buffer.from(res.json().LegajoElectronico, 'base64');
        const [row] = await db.query<{ sha256: string }>('SELECT sha256 FROM loan_files WHERE loan_id = $1', [
          l.Id,
        ]);
        expect(createHash('sha256').update(pdf).digest('hex')).toBe(row!.sha256);
        const text = (await pdfPagesText(new Uint8Array(pdf))).join(' ');
        expect(text).toContain('González, María Laura');
      } else {
        expect(res.json()).toEqual({ Status: 404, Mensaje: 'Legajo no disponible' });
      }
    }
  });

  it('lets the demo member cancel the pending loan and confirm the approved one', async () => {
    const loans = await loansOf(socio);
    const pending = loans.find((l) => l.Estado === loanStates.pendingEvaluation)!;
    expect((await post(paths.cancelLoan, { uat: socio.uat, PrestamoId: pending.Id })).statusCode).toBe(200);
    const approved = loans.find((l) => l.Confirmable)!;
    const code = await requestCode(post, db, socio, approved.Id);
    const res = await post(paths.confirmLoan, {
      uat: socio.uat,
      PrestamoId: approved.Id,
      Token: Number(code),
      FirmaOlografica: signature(),
    });
    expect(res.statusCode).toBe(200);
    expect((await post(paths.loanFile, { uat: socio.uat, PrestamoId: approved.Id })).statusCode).toBe(200);
  });

  it('gives the army and other-organismo members loans of their own', async () => {
    const ejercito = await loansOf(await signIn('ejercito@demo.com.ar', '10.9.0.2'));
    const otro = await loansOf(await signIn('otro@demo.com.ar', '10.9.0.3'));
    expect(ejercito.map((l) => l.Estado)).toEqual([
      loanStates.approved,
      loanStates.cancelledByMember,
      loanStates.deducting,
    ]);
    expect(otro.map((l) => l.Estado)).toEqual([
      loanStates.awaitingTransfer,
      loanStates.rejected,
      loanStates.deducting,
    ]);
  });
});
