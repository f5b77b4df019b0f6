import { organismoMessages, type ConsoleOrganismo } from '@portal/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import * as repo from './repository';
import type { StaffActor } from '../staff/index';

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

export type OrganismosService = ReturnType<typeof createOrganismosService>;

export function createOrganismosService({ db }: { db: Db }) {
  return {
    list: async () => ({ items: (await repo.listOrganismos(db)).map(toOrganismo) }),

    /** The payroll settings, audited with what changed. */
    async setPayroll(id: number, changes: PayrollFields, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const row = await repo.lockOrganismo(tx, id);
        if (!row) throw new HttpError(404, organismoMessages.notFound);
        const current = payrollOf(toOrganismo(row));
        const changed = (Object.keys(changes) as (keyof PayrollFields)[]).filter(
          (k) => changes[k] !== current[k],
        );
        if (changed.length === 0) throw new HttpError(400, organismoMessages.nothingChanged);
        await repo.updatePayroll(tx, id, changes);
        await writeAudit(tx, {
          ...actor,
          action: 'organismo.payroll',
          entity: 'organismo',
          entityId: id,
          before: Object.fromEntries(changed.map((k) => [k, current[k]])),
          after: Object.fromEntries(changed.map((k) => [k, changes[k]])),
          reason,
        });
        return { Status: 200, Mensaje: organismoMessages.saved };
      });
    },
  };
}
