import { auditActionLabels, type TimelineEntry } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { formatMoney } from '../../lib/money-format';

interface Row {
  at: Date;
  who: string;
  what: string;
  /** May hold {importe}, replaced by `amount` written as es-AR money. */
  detail: string | null;
  amount?: string | null;
}

const toEntries = (rows: Row[]): TimelineEntry[] =>
  rows
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((r) => ({
      at: r.at.toISOString(),
      who: r.who,
      what: auditActionLabels[r.what] ?? r.what,
      detail:
        r.detail && r.amount != null
          ? r.detail.replace('{importe}', formatMoney(Number(r.amount)))
          : r.detail,
    }));

/** Staff actions on the given entities, from the audit log; `member_self.*` rows are the member's own. */
const staffRows = (q: Queryable, where: string, params: unknown[]) =>
  q.query<Row>(
    `SELECT a.at, COALESCE(s.email, CASE WHEN a.action LIKE 'member\\_self.%' THEN 'socio' ELSE 'sistema' END) AS who,
            a.action AS what, a.reason AS detail
       FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id WHERE ${where}`,
    params,
  );

/** The member's steps on one loan: request, code, signature, confirmation; the money's movements. */
const memberLoanRows = (q: Queryable, loanIds: number[]) =>
  q.query<Row>(
    `SELECT l.fecha AS at, 'socio' AS who, 'Solicitó el préstamo N° ' || l.id AS what,
            l.producto || ' por {importe} en ' || l.cantidad_cuotas || ' cuotas' AS detail, l.monto_prestado AS amount
       FROM loans l WHERE l.id = ANY($1::int[])
     UNION ALL
     SELECT c.created_at, 'socio', 'Pidió el código de confirmación del préstamo N° ' || c.loan_id, NULL, NULL
       FROM loan_confirmation_codes c WHERE c.loan_id = ANY($1::int[])
     UNION ALL
     SELECT s.created_at, 'socio', 'Firmó la confirmación del préstamo N° ' || s.loan_id, NULL, NULL
       FROM loan_signatures s WHERE s.loan_id = ANY($1::int[])
     UNION ALL
     SELECT l.confirmed_at, 'socio', 'Confirmó el préstamo N° ' || l.id, NULL, NULL
       FROM loans l WHERE l.id = ANY($1::int[]) AND l.confirmed_at IS NOT NULL
     UNION ALL
     SELECT m.registrado_at, 'sistema', m.concepto,
            'Préstamo N° ' || m.loan_id || ', saldo {importe}'
              || CASE WHEN (m.registrado_at AT TIME ZONE 'UTC' - interval '3 hours')::date
                           = (m.fecha AT TIME ZONE 'UTC' - interval '3 hours')::date THEN ''
                      ELSE ', con fecha ' || to_char(m.fecha AT TIME ZONE 'UTC' - interval '3 hours', 'DD/MM/YYYY') END,
            m.saldo
       FROM loan_movements m WHERE m.loan_id = ANY($1::int[])`,
    [loanIds],
  );

export async function loanTimeline(q: Queryable, loanId: number) {
  const [member, staff] = await Promise.all([
    memberLoanRows(q, [loanId]),
    staffRows(q, `a.entity = 'loan' AND a.entity_id = $1`, [String(loanId)]),
  ]);
  return toEntries([...member, ...staff]);
}

export async function memberTimeline(q: Queryable, memberId: number) {
  const loanIds = (
    await q.query<{ id: number }>('SELECT id FROM loans WHERE member_id = $1', [memberId])
  ).map((l) => l.id);
  const [registered, loans, staff] = await Promise.all([
    q.query<Row>(
      `SELECT created_at AS at, 'socio' AS who, 'Se registró' AS what, NULL AS detail FROM members WHERE id = $1`,
      [memberId],
    ),
    memberLoanRows(q, loanIds),
    staffRows(
      q,
      `(a.entity = 'member' AND a.entity_id = $1) OR (a.entity = 'loan' AND a.entity_id = ANY($2::text[]))`,
      [String(memberId), loanIds.map(String)],
    ),
  ]);
  return toEntries([...registered, ...loans, ...staff]);
}
