import { rateMessages, type RateRow, type RateTableDraft } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { badRequest, conflict } from '../../lib/http-error';
import { formatMoney } from '../../lib/money-format';
import { listCftCaps } from '../organismos/index';
import * as repo from './repository';
import { checkDraft, sortRows, type CftCaps } from './validation';

/** What proposing and approving both check, against the database as it is now. */

export async function cftCaps(q: Queryable): Promise<CftCaps> {
  const rows = await listCftCaps(q);
  return {
    topes: rows.flatMap((r) =>
      r.cft_maximo === null ? [] : [{ organismo: r.nombre, cftMaximo: Number(r.cft_maximo) }],
    ),
    algunoSinTope: rows.length === 0 || rows.some((r) => r.cft_maximo === null),
  };
}

/** The first problem of the draft as a 400, checked against the caps as they are now. */
export async function refuseProblems(q: Queryable, draft: Pick<RateTableDraft, 'rows'>) {
  const { problems } = checkDraft(draft, await cftCaps(q));
  if (problems[0]) throw badRequest(problems[0]);
}

/** The table in words, one range a clause: '$ 100.000,00 a $ 500.000,00 de a $ 50.000,00: 6 cuotas 60 %, ...'. */
export function tableInWords(rows: readonly RateRow[]) {
  const ranges = new Map<string, RateRow[]>();
  for (const r of sortRows(rows)) {
    const key = `${formatMoney(r.minAmount)} a ${formatMoney(r.maxAmount)}, de a ${formatMoney(r.step)}`;
    ranges.set(key, [...(ranges.get(key) ?? []), r]);
  }
  return [...ranges.entries()]
    .map(
      ([range, rs]) =>
        `${range}: ${rs.map((r) => `${r.cuotas} cuotas ${r.tna.toLocaleString('es-AR')} %`).join(', ')}`,
    )
    .join('; ');
}

/** 409 when another line already has the name (case and accents aside). */
export async function refuseTakenName(q: Queryable, nombre: string, except?: number) {
  const taken = await repo.findLineNamed(q, nombre);
  if (taken && taken.id !== except) throw conflict(rateMessages.lineNameTaken);
}

/** A table cannot start before the business date `today`. */
export const refusePastDate = (draft: Pick<RateTableDraft, 'vigenteDesde'>, today: string) => {
  if (draft.vigenteDesde < today) throw badRequest(rateMessages.pastDate);
};
