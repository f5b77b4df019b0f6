import {
  addDays,
  collectionsMessages,
  consoleLoanMessages,
  loanStates,
  type CollectionItem,
  type CollectionsFilters,
  type CollectionsQuery,
  type Contact,
  type NewContact,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import type { ExportFormat } from '../../lib/export/index';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import type { StaffActor } from '../../console/permissions';
import { writeAudit } from '../audit/index';
import { SITUATION_MAX_DAYS, daysLate, situation } from '../installments/index';
import * as repo from './repository';

const EXPORT_PAGE = 1000;

/** Days of each situation: k runs from the day after k-1's bound to k's (5: without end). */
const situationDays = (k: number): [number, number] => {
  const bounds = [
    0,
    SITUATION_MAX_DAYS[1],
    SITUATION_MAX_DAYS[2],
    SITUATION_MAX_DAYS[3],
    SITUATION_MAX_DAYS[4],
  ];
  return [k === 1 ? 1 : bounds[k - 1]! + 1, k === 5 ? Number.POSITIVE_INFINITY : bounds[k]!];
};

/**
 * The filters as the database reads them: days late as bounds on the oldest unpaid due date, on the
 * business date (a loan is in arrears from its first day late); the search text as a DNI or as words.
 */
export function arrearsFilter(f: CollectionsFilters, today: string): repo.ArrearsFilter {
  const [sitMin, sitMax] = f.situacion ? situationDays(f.situacion) : [1, Number.POSITIVE_INFINITY];
  const from = Math.max(1, f.diasDesde ?? 0, sitMin);
  const to = Math.min(f.diasHasta ?? Number.POSITIVE_INFINITY, sitMax);
  const text = f.q?.trim() ?? '';
  const dni = /^[\d.\s]+$/.test(text) ? text.replace(/\D/g, '') : null;
  const words = text && dni === null ? text.split(/\s+/) : null;
  return {
    organismoId: f.organismoId ?? null,
    vencidaHasta: addDays(today, -from),
    vencidaDesde: Number.isFinite(to) ? addDays(today, -to) : null,
    dni: dni || null,
    words,
  };
}

const pesos = (numeric: string | null) => (numeric === null ? null : Number(numeric));

/** A row of the list with its days and situation on the business date. */
export const withDays = (r: repo.ArrearsRow, today: string) => {
  const dias = daysLate(r.vencida_desde, today);
  return { ...r, dias, situacion: situation(dias) };
};
export type ArrearsExportRow = ReturnType<typeof withDays>;

const itemOf = (r: ArrearsExportRow): CollectionItem => ({
  id: r.id,
  socio: {
    id: r.member_id,
    nombre: `${r.nombres} ${r.apellido}`,
    dni: r.dni,
    celular: r.celular,
    mail: r.mail,
  },
  organismo: r.organismo,
  producto: r.producto,
  vencidaDesde: r.vencida_desde,
  diasAtraso: r.dias,
  situacion: r.situacion,
  montoAdeudado: Number(r.monto_en_mora),
  saldo: Number(r.saldo),
  ultimoContacto:
    r.contacto_fecha && r.contacto_canal && r.contacto_nota !== null
      ? { fecha: r.contacto_fecha, canal: r.contacto_canal, nota: r.contacto_nota }
      : null,
  promesa: r.promesa_fecha
    ? { fecha: r.promesa_fecha, importe: pesos(r.promesa_importe), incumplida: r.grupo === 0 }
    : null,
});

const keyOf = (r: repo.ArrearsRow) => `${r.grupo}.${r.vencida_desde}.${r.id}`;
const parseKey = (cursor: string | undefined): repo.ArrearsKey | null => {
  if (!cursor) return null;
  const [grupo, vencidaDesde, id] = cursor.split('.');
  return { grupo: Number(grupo), vencidaDesde: vencidaDesde!, id: Number(id) };
};

const contactOf = (c: repo.ContactRow): Contact => ({
  id: c.id,
  fecha: c.created_at.toISOString(),
  fechaNegocio: c.business_date,
  canal: c.canal,
  nota: c.nota,
  promesaFecha: c.promesa_fecha,
  promesaImporte: pesos(c.promesa_importe),
  personal: c.personal,
});

/** The filters that were set, for the export's audit row. */
const setFilters = (f: CollectionsFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, value]) => value !== undefined));

export type CollectionsService = ReturnType<typeof createCollectionsService>;

/** The business date, read alone or in a transaction (PGlite has one connection). */
interface Clock {
  today(): Promise<string>;
  todayIn(q: Queryable): Promise<string>;
}

export function createCollectionsService({ db, clock }: { db: Db; clock: Clock }) {
  const today = () => clock.today();
  return {
    async list(query: CollectionsQuery) {
      const businessDate = await today();
      const filter = arrearsFilter(query, businessDate);
      const [rows, totals] = await Promise.all([
        repo.arrearsPage(db, businessDate, filter, parseKey(query.cursor), query.limit + 1),
        repo.arrearsTotals(db, businessDate, filter),
      ]);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map((r) => itemOf(withDays(r, businessDate))),
        next: rows.length > query.limit ? keyOf(page[page.length - 1]!) : null,
        totals: {
          prestamos: totals.prestamos,
          montoAdeudado: Number(totals.adeudado),
          saldo: Number(totals.saldo),
        },
      };
    },

    /**
     * Every loan the filters find, in the list's order, a page at a time so a long list never sits in
     * memory whole. The export is audited first (who, from where, which filters, which format).
     */
    async export(filters: CollectionsFilters, actor: StaffActor, format: ExportFormat) {
      const businessDate = await today();
      const filter = arrearsFilter(filters, businessDate);
      await db.transaction((tx) =>
        writeAudit(tx, {
          ...actor,
          action: 'export.collections',
          entity: 'cobranzas',
          entityId: null,
          after: { format, fechaNegocio: businessDate, ...setFilters(filters) },
        }),
      );
      return (async function* () {
        let after: repo.ArrearsKey | null = null;
        for (;;) {
          const rows: repo.ArrearsRow[] = await repo.arrearsPage(
            db,
            businessDate,
            filter,
            after,
            EXPORT_PAGE,
          );
          yield rows.map((r) => withDays(r, businessDate));
          if (rows.length < EXPORT_PAGE) return;
          const last = rows[rows.length - 1]!;
          after = { grupo: last.grupo, vencidaDesde: last.vencida_desde, id: last.id };
        }
      })();
    },

    async contacts(loanId: number, cursor: string | undefined, limit: number) {
      if (!(await repo.loanExists(db, loanId))) throw notFound(consoleLoanMessages.notFound);
      const rows = await repo.contactsOf(db, loanId, cursor ? Number(cursor) : null, limit + 1);
      const page = rows.slice(0, limit);
      return {
        items: page.map(contactOf),
        next: rows.length > limit ? String(page[page.length - 1]!.id) : null,
      };
    },

    /** Records a contact on a loan in repayment; a promise is for the business date or later. Audited. */
    addContact: (loanId: number, contact: NewContact, actor: StaffActor) =>
      db.transaction(async (tx) => {
        const estado = await repo.loanState(tx, loanId);
        if (estado === undefined) throw notFound(consoleLoanMessages.notFound);
        if (estado !== loanStates.deducting) throw conflict(collectionsMessages.notRepaying);
        const businessDate = await clock.todayIn(tx);
        if (contact.promesaFecha !== undefined && contact.promesaFecha < businessDate)
          throw new HttpError(400, collectionsMessages.promiseInPast);
        const row = await repo.insertContact(tx, {
          loanId,
          staffId: actor.staffId,
          canal: contact.canal,
          nota: contact.nota,
          promesaFecha: contact.promesaFecha ?? null,
          promesaImporte: contact.promesaImporte === undefined ? null : contact.promesaImporte.toFixed(2),
          businessDate,
        });
        await writeAudit(tx, {
          ...actor,
          action: 'loan.contact',
          entity: 'loan',
          entityId: loanId,
          after: {
            contacto: row.id,
            canal: row.canal,
            nota: row.nota,
            promesaFecha: row.promesa_fecha,
            promesaImporte: pesos(row.promesa_importe),
          },
        });
        return contactOf(row);
      }),
  };
}
