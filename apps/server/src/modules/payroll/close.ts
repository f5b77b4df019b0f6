import { loanStates, payrollMessages } from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { conflict, notFound } from '../../lib/http-error';
import type { Column, ExportFormat } from '../../lib/export/index';
import { writeAudit } from '../audit/index';
import { frozenArrearsSql } from '../installments/index';
import { formatMoney } from '../../lib/money-format';
import { lockPeriod } from './posting-repository';
import { periodState } from './orders-repository';
import type { StaffActor } from '../../console/permissions';

const arrears = frozenArrearsSql('$4', '$3');

/**
 * The organismo's portfolio as it stands, copied in one statement: every loan in repayment, and those
 * the period's orders named that have ended since (paid off, pre-cancelled). Days past due are those of
 * the close's business date `fecha`, and the provision is at the rates in force then: a later change of
 * either leaves the frozen picture as it was.
 */
const freeze = (q: Queryable, organismoId: number, period: string, fecha: string) =>
  q.query<{ loans: number; saldo: string; mora: string; provision: string }>(
    `WITH frozen AS (
       INSERT INTO payroll_snapshots (organismo_id, period, loan_id, dni, socio, producto, estado, monto_prestado,
                                      saldo, cuotas_restantes, cantidad_cuotas, monto_en_mora, tna, cft,
                                      dias_atraso, situacion, provision)
       SELECT $1, $2, l.id, m.dni, m.apellido || ', ' || m.nombres, l.producto, l.estado, l.monto_prestado,
              l.saldo, l.cuotas_restantes, l.cantidad_cuotas, l.monto_en_mora, l.tna, l.cft,
              ${arrears.dias}, ${arrears.situacion}, ${arrears.provision}
         FROM loans l JOIN members m ON m.id = l.member_id
              ${arrears.joins}
        WHERE m.organismo_id = $1
          AND (l.estado = $3 OR EXISTS (SELECT 1 FROM payroll_order_lines o
                                         WHERE o.organismo_id = $1 AND o.period = $2 AND o.loan_id = l.id))
       RETURNING saldo, monto_en_mora, provision
     )
     SELECT count(*)::int AS loans, COALESCE(sum(saldo), 0) AS saldo, COALESCE(sum(monto_en_mora), 0) AS mora,
            COALESCE(sum(provision), 0) AS provision
       FROM frozen`,
    [organismoId, period, loanStates.deducting, fecha],
  );

const PAGE = 2000;

export interface SnapshotRow {
  loan_id: number;
  dni: string;
  socio: string;
  producto: string;
  estado: string;
  monto_prestado: string;
  saldo: string;
  cuotas_restantes: number;
  cantidad_cuotas: number;
  monto_en_mora: string;
  tna: string;
  cft: string;
  dias_atraso: number;
  situacion: number;
  provision: string;
}

/** The snapshot's columns, the same in the CSV and the XLSX: money and rates with two decimals. */
export const snapshotColumns: Column<SnapshotRow>[] = [
  { header: 'Préstamo', kind: 'integer', width: 10, value: (r) => r.loan_id },
  { header: 'DNI', kind: 'text', width: 12, value: (r) => r.dni },
  { header: 'Socio', kind: 'text', width: 32, value: (r) => r.socio },
  { header: 'Producto', kind: 'text', width: 24, value: (r) => r.producto },
  { header: 'Estado', kind: 'text', width: 24, value: (r) => r.estado },
  { header: 'Monto prestado', kind: 'decimal', width: 16, value: (r) => r.monto_prestado },
  { header: 'Saldo', kind: 'decimal', width: 16, value: (r) => r.saldo },
  { header: 'Cuotas restantes', kind: 'integer', width: 10, value: (r) => r.cuotas_restantes },
  { header: 'Cantidad de cuotas', kind: 'integer', width: 10, value: (r) => r.cantidad_cuotas },
  { header: 'Mora', kind: 'decimal', width: 16, value: (r) => r.monto_en_mora },
  { header: 'TNA (%)', kind: 'decimal', width: 10, value: (r) => r.tna },
  { header: 'CFT (%)', kind: 'decimal', width: 10, value: (r) => r.cft },
  { header: 'Días de atraso', kind: 'integer', width: 10, value: (r) => r.dias_atraso },
  { header: 'Situación', kind: 'integer', width: 10, value: (r) => r.situacion },
  { header: 'Previsión', kind: 'decimal', width: 16, value: (r) => r.provision },
];

export function createMonthClose({
  db,
  today,
}: {
  db: Db;
  /** The business date, read in the caller's transaction. */
  today: (q: Queryable) => Promise<string>;
}) {
  return {
    /** Once the period's results are posted: the portfolio frozen, the period closed to new files. */
    close: (organismoId: number, period: string, actor: StaffActor) =>
      db.transaction(async (tx) => {
        const state = await lockPeriod(tx, organismoId, period);
        if (!state) throw notFound(payrollMessages.noOrders);
        if (state === 'closed') throw conflict(payrollMessages.alreadyClosed);
        if (state !== 'posted') throw conflict(payrollMessages.notPosted);
        const [totals] = await freeze(tx, organismoId, period, await today(tx));
        await tx.query(
          `UPDATE payroll_periods SET state = 'closed', closed_by = $3, closed_at = now()
            WHERE organismo_id = $1 AND period = $2`,
          [organismoId, period, actor.staffId],
        );
        await writeAudit(tx, {
          ...actor,
          action: 'payroll.close',
          entity: 'organismo',
          entityId: organismoId,
          after: {
            period,
            prestamos: totals?.loans ?? 0,
            saldo: totals?.saldo,
            mora: totals?.mora,
            prevision: totals?.provision,
          },
        });
        return {
          Status: 200,
          Mensaje: payrollMessages.closed(totals?.loans ?? 0, formatMoney(Number(totals?.provision ?? 0))),
        };
      }),

    /**
     * The frozen portfolio, a page at a time, so a large one never sits in memory whole. The export is
     * audited first (who, from where, which period, which format).
     */
    async snapshot(
      organismoId: number,
      period: string,
      actor: StaffActor,
      format: ExportFormat,
    ): Promise<AsyncGenerator<SnapshotRow[]>> {
      const state = await periodState(db, organismoId, period);
      if (!state) throw notFound(payrollMessages.noOrders);
      if (state !== 'closed') throw conflict(payrollMessages.notClosed);
      await db.transaction((tx) =>
        writeAudit(tx, {
          ...actor,
          action: 'export.snapshot',
          entity: 'organismo',
          entityId: organismoId,
          after: { period, format },
        }),
      );
      return (async function* () {
        let after = 0;
        for (;;) {
          const rows = await db.query<SnapshotRow>(
            `SELECT loan_id, dni, socio, producto, estado, monto_prestado, saldo, cuotas_restantes, cantidad_cuotas,
                    monto_en_mora, tna, cft, dias_atraso, situacion, provision
               FROM payroll_snapshots WHERE organismo_id = $1 AND period = $2 AND loan_id > $3
              ORDER BY loan_id LIMIT $4`,
            [organismoId, period, after, PAGE],
          );
          yield rows;
          if (rows.length < PAGE) return;
          after = rows[rows.length - 1]!.loan_id;
        }
      })();
    },
  };
}
