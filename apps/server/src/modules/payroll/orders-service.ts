import { createHash } from 'node:crypto';
import { payrollMessages, type PayrollPeriod } from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { conflict, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../db/pg-errors';
import { writeAudit } from '../audit/index';
import { orderLines, ordersFile, standingOrder, type OpenInstallment, type StandingOrder } from './orders';
import * as repo from './orders-repository';
import { centsOf } from '../../db/numeric';
import type { ProposalsService } from '../proposals/index';
import type { StaffActor } from '../../console/permissions';

const toPeriod = (
  r: repo.PeriodRow,
  propuestasPendientes: PayrollPeriod['propuestasPendientes'],
): PayrollPeriod => ({
  period: r.period,
  state: r.state,
  generatedAt: r.generated_at.toISOString(),
  generatedBy: r.generated_by,
  fileLines: r.file_lines,
  fileTotal: Number(r.file_total),
  orderedLines: r.ordered_lines,
  orderedTotal: Number(r.ordered_total),
  sha256: r.orders_sha256,
  propuestasPendientes,
});

/**
 * The period's deduction orders, in the caller's transaction: every loan in repayment with something
 * to deduct, compared with the previous period's standing orders (A/M/B), stored with the file's bytes.
 */
export async function generateOrders(
  tx: Queryable,
  organismoId: number,
  period: string,
  actor: StaffActor,
  businessDate: string,
) {
  const organismo = await repo.lockOrganismoForOrders(tx, organismoId);
  if (!organismo) throw notFound(payrollMessages.unknownOrganismo);
  if (!organismo.codigo_descuento) throw conflict(payrollMessages.noDiscountCode);
  const last = await repo.lastPeriod(tx, organismoId);
  if (last === period) throw conflict(payrollMessages.ordersExist);
  if (last !== null && last > period) throw conflict(payrollMessages.periodNotAfter(last));

  const previous = new Map<number, StandingOrder>();
  if (last !== null)
    for (const o of await repo.standingOrders(tx, organismoId, last))
      previous.set(o.loan_id, {
        loanId: o.loan_id,
        dni: o.dni,
        cuil: null,
        legajo: null,
        cuotaDesde: o.cuota_desde,
        cuota: o.cuota,
        cuotas: o.cuotas,
        importe: centsOf(o.importe),
      });
  const open = new Map<number, OpenInstallment[]>();
  for (const i of await repo.openInstallments(tx, organismoId, period)) {
    const list = open.get(i.loan_id) ?? [];
    list.push({ numero: i.numero, periodo: i.periodo, owed: centsOf(i.owed) });
    open.set(i.loan_id, list);
  }
  const current = (await repo.loansToOrder(tx, organismoId)).flatMap((l) => {
    const order = standingOrder(
      {
        loanId: l.id,
        dni: l.dni,
        cuil: l.cuil,
        legajo: l.legajo,
        cuotas: l.cantidad_cuotas,
        open: open.get(l.id) ?? [],
        enCurso: l.en_curso,
      },
      period,
    );
    return order ? [order] : [];
  });
  const lines = orderLines(previous, current);
  const file = ordersFile(
    { organismoId, period, generated: businessDate, codigoDescuento: organismo.codigo_descuento },
    lines,
  );
  const bytes = Buffer.from(file.text, 'utf8');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await repo.insertPeriod(tx, {
    organismoId,
    period,
    file: bytes,
    sha256,
    fileLines: file.count,
    fileTotalCents: file.totalCents,
    orderedLines: current.length,
    orderedTotalCents: current.reduce((sum, o) => sum + o.importe, 0),
    staffId: actor.staffId,
  });
  await repo.insertOrderLines(tx, organismoId, period, lines);
  await writeAudit(tx, {
    ...actor,
    action: 'payroll.orders',
    entity: 'organismo',
    entityId: organismoId,
    after: { period, lines: file.count, total: file.totalCents / 100, sha256 },
  });
}

export function createOrdersService({
  db,
  proposals,
  today,
}: {
  db: Db;
  proposals: ProposalsService;
  today: (q: Queryable) => Promise<string>;
}) {
  return {
    /** Newest first, each with what waits on it (one a month: a handful of small reads, not paged). */
    periods: async (organismoId: number) => ({
      items: await Promise.all(
        (await repo.listPeriods(db, organismoId)).map(async (r) =>
          toPeriod(r, await proposals.pendingOn(db, 'periodo', `${organismoId}-${r.period}`)),
        ),
      ),
    }),

    /** The period's deduction orders (generateOrders), in one transaction. */
    async generate(organismoId: number, period: string, actor: StaffActor): Promise<PayrollPeriod> {
      await db
        .transaction(async (tx) => generateOrders(tx, organismoId, period, actor, await today(tx)))
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(payrollMessages.ordersExist);
          throw error;
        });
      const generated = (await repo.listPeriods(db, organismoId)).find((p) => p.period === period);
      return toPeriod(generated!, []);
    },

    /** The stored file, as generated; each download is audited (who, from where, which period). */
    async file(organismoId: number, period: string, actor: StaffActor) {
      const bytes = await repo.ordersFileOf(db, organismoId, period);
      if (!bytes) throw notFound(payrollMessages.noOrders);
      await db.transaction((tx) =>
        writeAudit(tx, {
          ...actor,
          action: 'download.orders',
          entity: 'organismo',
          entityId: organismoId,
          after: { period },
        }),
      );
      return Buffer.from(bytes);
    },
  };
}
