import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildSchedule,
  reverse,
  summarize,
  withCharged,
  type AllocationResult,
  type StoredInstallment,
} from '../../../src/modules/installments/index';
import { postLine, type PostedLine } from '../../../src/modules/payroll/posting';

const loanArb = fc.record({
  principal: fc.integer({ min: 10_000, max: 50_000_000 }),
  tna: fc.integer({ min: 0, max: 20_000 }).map((t) => t / 100),
  n: fc.integer({ min: 1, max: 24 }),
});

const open = (principal: number, tna: number, n: number): StoredInstallment[] =>
  buildSchedule({ principalCents: principal, tnaPercent: tna, installments: n, firstPeriod: '202601' }).map(
    (i) => ({ ...i, devengada: false }),
  );

/** Results arrive the day after the period's due date (its last day). */
const dayAfter = (periodo: string) => {
  const next =
    Number(periodo.slice(4)) === 12 ? `${Number(periodo.slice(0, 4)) + 1}01` : String(Number(periodo) + 1);
  return `${next.slice(0, 4)}-${next.slice(4)}-01`;
};

const lineFor = (rows: StoredInstallment[], month: number, aplicado: number): PostedLine => {
  const n = rows.length;
  const periodo = rows[Math.min(month, n - 1)]!.periodo;
  const due = rows.filter(
    (i) => i.periodo <= periodo && i.importe > i.aplicado.iva + i.aplicado.interes + i.aplicado.capital,
  );
  return {
    cuotaDesde: due[0]?.numero ?? n,
    cuota: due.at(-1)?.numero ?? n,
    cuotas: n,
    solicitado: due.reduce(
      (s, i) => s + i.importe - i.aplicado.iva - i.aplicado.interes - i.aplicado.capital,
      0,
    ),
    aplicado,
    periodo,
    fecha: dayAfter(periodo),
    businessDate: dayAfter(periodo),
  };
};

describe('posting a result line on installments', () => {
  it('the ledger (Saldo from the movements) always equals what the installments owe, through any mix of postings and reversals', () => {
    fc.assert(
      fc.property(
        loanArb,
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('post' as const), share: fc.integer({ min: 0, max: 130 }) }),
            fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
          ),
          { maxLength: 30 },
        ),
        ({ principal, tna, n }, steps) => {
          let rows = open(principal, tna, n);
          let saldo = principal; // the disbursement's debit
          let month = 0;
          const live: AllocationResult[] = [];
          for (const step of steps) {
            if (step.kind === 'post') {
              const asked = lineFor(rows, month, 0);
              const line = { ...asked, aplicado: Math.floor((asked.solicitado * step.share) / 100) };
              const done = postLine(rows, line);
              saldo += done.movements.reduce((s, m) => s + m.debito - m.credito, 0);
              expect(done.allocation.importe - done.allocation.sobrante).toBe(done.movements.at(-1)!.credito);
              rows = done.rows;
              live.push(done.allocation);
              month += 1;
            } else if (live.length > 0) {
              const index = step.pick % live.length;
              const undone = reverse(rows, live[index]!, { later: live.slice(index + 1) });
              if ('refused' in undone) throw new Error(undone.refused);
              saldo += live[index]!.importe - live[index]!.sobrante; // the reversal's debit
              // A later deduction re-applied may now apply what it had left over: credited then.
              undone.reprocessed.forEach(
                (again, k) => (saldo -= live[index + 1 + k]!.sobrante - again.sobrante),
              );
              rows = withCharged(rows, undone.installments);
              live.splice(index, live.length - index, ...undone.reprocessed);
            }
            expect(summarize(rows, '2026-12-31').saldo).toBe(saldo);
          }
        },
      ),
    );
  });

  it('paying every installment as asked ends the loan at exactly 0', () => {
    fc.assert(
      fc.property(loanArb, ({ principal, tna, n }) => {
        let rows = open(principal, tna, n);
        let saldo = principal;
        for (let month = 0; month < n; month++) {
          const asked = lineFor(rows, month, 0);
          const done = postLine(rows, { ...asked, aplicado: asked.solicitado });
          saldo += done.movements.reduce((s, m) => s + m.debito - m.credito, 0);
          rows = done.rows;
        }
        const summary = summarize(rows, '2026-12-31');
        expect(summary).toMatchObject({ saldo: 0, restantes: 0, pagado: true });
        expect(saldo).toBe(0);
      }),
    );
  });

  it('a refused deduction pays nothing and says so; a partial one names both amounts', () => {
    const rows = open(12_000_000, 60, 6);
    const asked = lineFor(rows, 0, 0);
    const refused = postLine(rows, asked);
    expect(refused.movements.map((m) => m.concepto)).toEqual([
      'Cuota 1/6: interés',
      'Cuota 1/6: IVA sobre el interés',
      'Cuota 1 de 6: el organismo no la descontó',
    ]);
    expect(refused.summary).toMatchObject({ restantes: 6, adeudado: asked.solicitado });
    expect(refused.rows[0]).toMatchObject({ estado: 'impaga', devengada: true });
    const partial = postLine(rows, { ...asked, aplicado: 500_000 });
    expect(partial.movements.at(-1)).toEqual({
      concepto: `Cuota 1 de 6: el organismo descontó $ 5.000,00 de ${money(asked.solicitado)}`,
      debito: 0,
      credito: 500_000,
    });
    expect(partial.rows[0]!.estado).toBe('parcial');
    // What is more than everything owed is not credited: it goes back to the member.
    const total = rows.reduce((s, i) => s + i.importe, 0);
    const over = postLine(rows, { ...asked, solicitado: total + 100, aplicado: total + 100 });
    expect(over.allocation.sobrante).toBe(100);
    expect(over.summary.pagado).toBe(true);
  });
});

const money = (cents: number) =>
  `$ ${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;
