import { auditActionName, auditEntityName, type AuditQuery, type AuditRow } from '@portal/contract';
import type { Db } from '../../db/connection';
import type { Column, ExportFormat } from '../../lib/export/index';
import type { StaffActor } from '../../console/permissions';
import { listAudit, writeAudit, type AuditLogRow } from './repository';

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

/** The columns of the audit export, the same in the CSV and the XLSX. */
export const auditColumns: Column<AuditLogRow>[] = [
  { header: 'N°', kind: 'integer', width: 10, value: (r) => r.id },
  { header: 'Fecha y hora', kind: 'datetime', width: 20, value: (r) => r.at },
  { header: 'Personal', kind: 'text', width: 28, value: (r) => r.staff ?? 'sistema' },
  { header: 'Dirección', kind: 'text', width: 16, value: (r) => r.address },
  { header: 'Acción', kind: 'text', width: 44, value: (r) => auditActionName(r.action) },
  { header: 'Entidad', kind: 'text', width: 24, value: (r) => auditEntityName(r.entity) },
  { header: 'Id', kind: 'text', width: 12, value: (r) => r.entity_id },
  { header: 'Antes', kind: 'text', width: 40, value: (r) => json(r.before) },
  { header: 'Después', kind: 'text', width: 40, value: (r) => json(r.after) },
  { header: 'Motivo', kind: 'text', width: 40, value: (r) => r.reason },
];
const EXPORT_PAGE = 1000;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

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

    /**
     * Every row the filters match, for a spreadsheet, a page at a time so a long export never sits in
     * memory whole. The export itself is audited first (who, from where, which filters).
     */
    async export(query: AuditQuery, actor: StaffActor, format: ExportFormat) {
      const filters = Object.fromEntries(
        Object.entries(query).filter(
          ([key, value]) => value !== undefined && key !== 'limit' && key !== 'cursor',
        ),
      );
      await db.transaction((tx) =>
        writeAudit(tx, {
          ...actor,
          action: 'export.audit',
          entity: 'auditoria',
          entityId: null,
          after: { format, ...filters },
        }),
      );
      return (async function* () {
        let before: string | null = null;
        for (;;) {
          const rows: AuditLogRow[] = await listAudit(db, query, before, EXPORT_PAGE);
          yield rows;
          if (rows.length < EXPORT_PAGE) return;
          before = rows[rows.length - 1]!.id;
        }
      })();
    },
  };
}
