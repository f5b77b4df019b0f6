import { organismoMessages, type ConsoleOrganismo } from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { HttpError, notFound } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import * as repo from './repository';
import type { StaffActor } from '../../console/permissions';

export const toOrganismo = (r: repo.OrganismoRow): ConsoleOrganismo => ({
  id: r.id,
  nombre: r.nombre,
  nombreCorto: r.nombre_corto,
  requiereHaberes: r.requiere_haberes,
  esEjercito: r.es_ejercito,
  codigoDescuento: r.codigo_descuento,
  diaCorte: r.dia_corte,
  capacidadPorcentaje: Number(r.capacidad_porcentaje),
  capacidadValidezDias: r.capacidad_validez_dias,
  cftMaximo: r.cft_maximo === null ? null : Number(r.cft_maximo),
});

type PayrollFields = Pick<
  ConsoleOrganismo,
  'codigoDescuento' | 'diaCorte' | 'capacidadPorcentaje' | 'capacidadValidezDias'
>;
const payrollOf = (o: ConsoleOrganismo): PayrollFields => ({
  codigoDescuento: o.codigoDescuento,
  diaCorte: o.diaCorte,
  capacidadPorcentaje: o.capacidadPorcentaje,
  capacidadValidezDias: o.capacidadValidezDias,
});

type GeneralFields = Pick<
  ConsoleOrganismo,
  'nombre' | 'nombreCorto' | 'requiereHaberes' | 'esEjercito' | 'cftMaximo'
>;
const generalOf = (o: ConsoleOrganismo): GeneralFields => ({
  nombre: o.nombre,
  nombreCorto: o.nombreCorto,
  requiereHaberes: o.requiereHaberes,
  esEjercito: o.esEjercito,
  cftMaximo: o.cftMaximo,
});

/** Locks the organismo, writes what changed and audits it; 400 when nothing did. */
async function change<F extends object>(
  tx: Queryable,
  id: number,
  changes: F,
  pick: (o: ConsoleOrganismo) => F,
  write: (tx: Queryable, id: number, changes: F) => Promise<unknown>,
  audit: { action: string; reason: string; actor: StaffActor },
) {
  const row = await repo.lockOrganismo(tx, id);
  if (!row) throw notFound(organismoMessages.notFound);
  const current = pick(toOrganismo(row));
  const changed = (Object.keys(changes) as (keyof F)[]).filter((k) => changes[k] !== current[k]);
  if (changed.length === 0) throw new HttpError(400, organismoMessages.nothingChanged);
  await write(tx, id, changes);
  await writeAudit(tx, {
    ...audit.actor,
    action: audit.action,
    entity: 'organismo',
    entityId: id,
    before: Object.fromEntries(changed.map((k) => [k, current[k]])),
    after: Object.fromEntries(changed.map((k) => [k, changes[k]])),
    reason: audit.reason,
  });
}

export type OrganismosService = ReturnType<typeof createOrganismosService>;

export function createOrganismosService({ db }: { db: Db }) {
  return {
    list: async () => ({ items: (await repo.listOrganismos(db)).map(toOrganismo) }),

    /** The payroll settings, audited with what changed. */
    async setPayroll(id: number, changes: PayrollFields, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        await change(tx, id, changes, payrollOf, repo.updatePayroll, {
          action: 'organismo.payroll',
          reason,
          actor,
        });
        return { Status: 200, Mensaje: organismoMessages.saved };
      });
    },

    /** Name, short name, income documents, army, CFT cap; audited with what changed. */
    async setGeneral(id: number, changes: GeneralFields, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        await change(tx, id, changes, generalOf, repo.updateGeneral, {
          action: 'organismo.general',
          reason,
          actor,
        });
        return { Status: 200, Mensaje: organismoMessages.generalSaved };
      });
    },
  };
}
