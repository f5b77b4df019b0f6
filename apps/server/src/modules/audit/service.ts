import type { AuditQuery, AuditRow } from '@portal/contract';
import type { Db } from '../../db/connection';
import { csvLine } from '../../lib/csv-line';
import { listAudit, type AuditLogRow } from './repository';

const toRow = (r: AuditLogRow): AuditRow => ({
  id: Number(r.id),
  at: r.at.toISOString(),
  staff: r.staff,
  address: r.address,
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  before: r.before,
  after: r.after,
  reason: r.reason,
});

const CSV_HEADER = [
  'id',
  'fecha',
  'personal',
  'direccion',
  'accion',
  'entidad',
  'id_entidad',
  'antes',
  'despues',
  'motivo',
];
const CSV_PAGE = 1000;

export type AuditService = ReturnType<typeof createAuditService>;

export function createAuditService({ db }: { db: Db }) {
  return {
    async list(query: AuditQuery) {
      const rows = await listAudit(db, query, query.cursor ?? null, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(toRow),
        next: rows.length > query.limit ? String(page[page.length - 1]!.id) : null,
      };
    },

    /** Every row the filters match, a page at a time, so a long export never sits in memory whole. */
    async *csv(query: AuditQuery): AsyncGenerator<string> {
      yield '\uFEFF' + csvLine(CSV_HEADER); // the BOM lets spreadsheets read the accents as UTF-8
      let before: string | null = null;
      for (;;) {
        const rows = await listAudit(db, query, before, CSV_PAGE);
        for (const r of rows)
          yield csvLine([
            r.id,
            r.at.toISOString(),
            r.staff,
            r.address,
            r.action,
            r.entity,
            r.entity_id,
            r.before === null ? null : JSON.stringify(r.before),
            r.after === null ? null : JSON.stringify(r.after),
            r.reason,
          ]);
        if (rows.length < CSV_PAGE) return;
        before = rows[rows.length - 1]!.id;
      }
    },
  };
}
