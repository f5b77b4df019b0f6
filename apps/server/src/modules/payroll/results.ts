import { payrollMessages, type FileProblemView, type ResultsVerdict } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { conflict, notFound } from '../../lib/http-error';
import { resultsLayout, type ResultRecord } from './files/layouts';
import { readPayrollFile } from './files/read-file';
import * as orders from './orders-repository';
import { centsOf } from '../../db/numeric';

const LISTED = 1000;

interface Ordered {
  dni: string;
  cuota: number;
  importe: number;
}

/** What is wrong with one result line against its order, field by field; [] when it matches. */
export function checkResult(
  r: ResultRecord,
  order: Ordered | undefined,
): { field: string; message: string }[] {
  if (!order)
    return [
      {
        field: 'PRESTAMO_ID',
        message: `El préstamo ${r.PRESTAMO_ID} no tiene orden de descuento en el período`,
      },
    ];
  const problems: { field: string; message: string }[] = [];
  if (r.DNI !== order.dni)
    problems.push({ field: 'DNI', message: `El DNI no es el del socio del préstamo ${r.PRESTAMO_ID}` });
  if (r.CUOTA !== order.cuota)
    problems.push({ field: 'CUOTA', message: `La cuota ordenada es la ${order.cuota}` });
  if (r.SOLICITADO !== order.importe)
    problems.push({ field: 'SOLICITADO', message: `Lo ordenado son ${order.importe} centavos` });
  if (r.APLICADO > r.SOLICITADO)
    problems.push({ field: 'APLICADO', message: 'Lo aplicado no puede superar lo solicitado' });
  const expected = r.APLICADO === 0 ? 'RECHAZADO' : r.APLICADO >= r.SOLICITADO ? 'OK' : 'PARCIAL';
  if (r.ESTADO !== expected && r.APLICADO <= r.SOLICITADO)
    problems.push({
      field: 'ESTADO',
      message: `Con ${r.APLICADO} de ${r.SOLICITADO} centavos aplicados el estado es ${expected}`,
    });
  return problems;
}

export interface NewResultLine {
  line: number;
  record: ResultRecord;
}

/**
 * A results file checked line by line against the period's orders and what is already posted (one
 * query each, then a pass over the file with flat memory besides them): problems by line and field,
 * totals, the orders the file has no line for, and the lines a commit would post, handed to `onNew`.
 */
export async function scanResults(
  q: Queryable,
  organismoId: number,
  period: string,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  onNew: (line: NewResultLine) => Promise<void> = async () => undefined,
): Promise<ResultsVerdict> {
  const state = await orders.periodState(q, organismoId, period);
  if (!state) throw notFound(payrollMessages.noOrders);
  if (state === 'closed') throw conflict(payrollMessages.periodClosed);
  const ordered = new Map<number, Ordered>();
  let orderedTotal = 0;
  for (const o of await orders.orderedForPeriod(q, organismoId, period)) {
    const importe = centsOf(o.importe);
    ordered.set(o.loan_id, { dni: o.dni, cuota: o.cuota, importe });
    orderedTotal += importe;
  }
  const posted = new Map<number, { cuota: number; aplicado: number; estado: string }>();
  for (const p of await orders.livePostings(q, organismoId, period))
    posted.set(p.loan_id, {
      cuota: p.cuota,
      aplicado: centsOf(p.aplicado),
      estado: p.estado,
    });

  const problems: FileProblemView[] = [];
  let problemCount = 0;
  const note = (p: FileProblemView) => {
    problemCount += 1;
    if (problems.length < LISTED) problems.push(p);
  };
  const seen = new Map<number, number>();
  const byState = { OK: 0, PARCIAL: 0, RECHAZADO: 0 };
  let lines = 0;
  let requested = 0;
  let applied = 0;
  let alreadyPosted = 0;
  let toPost = 0;

  for await (const event of readPayrollFile(chunks, resultsLayout, { organismoId, period })) {
    if (event.type === 'problem') note(event.problem);
    else if (event.type === 'end') lines = event.summary.details;
    else if (event.type === 'detail') {
      const r = event.record;
      const earlier = seen.get(r.PRESTAMO_ID);
      if (earlier !== undefined) {
        note({
          line: event.line,
          field: 'PRESTAMO_ID',
          message: `El préstamo ${r.PRESTAMO_ID} ya aparece en la línea ${earlier}`,
        });
        continue;
      }
      seen.set(r.PRESTAMO_ID, event.line);
      // What the file asks and says was applied, wrong lines included: a check of one wrong line must not
      // read 'Solicitado $ 0,00'.
      requested += r.SOLICITADO;
      applied += r.APLICADO;
      const wrong = checkResult(r, ordered.get(r.PRESTAMO_ID));
      for (const w of wrong) note({ line: event.line, ...w });
      if (wrong.length > 0) continue;
      byState[r.ESTADO] += 1;
      const before = posted.get(r.PRESTAMO_ID);
      if (before) {
        if (before.cuota === r.CUOTA && before.aplicado === r.APLICADO && before.estado === r.ESTADO)
          alreadyPosted += 1;
        else note({ line: event.line, field: 'APLICADO', message: payrollMessages.postedDiffers });
        continue;
      }
      toPost += 1;
      await onNew({ line: event.line, record: r });
    }
  }

  const missing: ResultsVerdict['missing'] = [];
  let missingCount = 0;
  for (const [loanId, o] of ordered) {
    if (seen.has(loanId)) continue;
    missingCount += 1;
    if (missing.length < LISTED) missing.push({ loanId, cuota: o.cuota, importe: o.importe });
  }
  return {
    dryRun: true,
    organismoId,
    period,
    lines,
    // By line: the reader reports a line's layout problems and the file's closing checks as it reads.
    problems: problems.sort((x, y) => x.line - y.line),
    problemCount,
    requested,
    applied,
    byState,
    ordered: { lines: ordered.size, total: orderedTotal },
    missing,
    missingCount,
    alreadyPosted,
    toPost,
  };
}
