import {
  organismoMessages,
  type ConsoleOrganismo,
  type OrganismoOrdersCheck,
  type organismoCreateSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/connection';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import * as repo from './repository';
import type { StaffActor } from '../../console/permissions';

export const toOrganismo = (r: repo.OrganismoRow, descontandoSinCodigo = 0): ConsoleOrganismo => ({
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
  descontandoSinCodigo,
});

type NewOrganismo = Omit<z.output<typeof organismoCreateSchema>, 'reason'>;

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
    list: async () => ({
      items: (await repo.listOrganismos(db)).map((r) => toOrganismo(r, r.descontando_sin_codigo)),
    }),

    /** A new organismo with the next id, audited with what it was created with; 409 on a name in use. */
    async create(o: NewOrganismo, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        await repo.lockOrganismosForCreate(tx);
        if ((await repo.organismoNamed(tx, o.nombre)) !== null)
          throw conflict(organismoMessages.duplicateName);
        const id = await repo.insertOrganismo(tx, o);
        await writeAudit(tx, {
          ...actor,
          action: 'organismo.create',
          entity: 'organismo',
          entityId: id,
          after: o,
          reason,
        });
        return { Status: 200, Mensaje: organismoMessages.created(o.nombre), id };
      });
    },

    /** Read-only, before generating orders: which loans the file would carry without CUIL or LEGAJO. */
    async ordersCheck(id: number): Promise<OrganismoOrdersCheck> {
      if (!(await repo.organismoExists(db, id))) throw notFound(organismoMessages.notFound);
      const r = await repo.ordersCheck(db, id);
      return { prestamos: r.prestamos, sinCuil: r.sin_cuil, sinLegajo: r.sin_legajo };
    },

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
