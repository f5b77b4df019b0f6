import { maybeOne, type Queryable } from '../../db/connection';

/** A CBU/CVU or an alias (one of them), and the holder's CUIT. */
export interface AccountFields {
  cbu: string | null;
  alias: string | null;
  cuitTitular: string;
}

export interface LiveAccount extends AccountFields {
  vigenteDesde: Date;
}

interface LiveRow {
  cbu: string | null;
  alias: string | null;
  cuit_titular: string;
  vigente_desde: Date;
}

const toLive = (r: LiveRow): LiveAccount => ({
  cbu: r.cbu,
  alias: r.alias,
  cuitTitular: r.cuit_titular,
  vigenteDesde: r.vigente_desde,
});

/** The account in force (at most one a member: member_bank_accounts_live_key); `lock` inside a transaction. */
export async function findLiveAccount(q: Queryable, memberId: number, lock = false) {
  const row = await maybeOne<LiveRow>(
    q,
    `SELECT cbu, alias, cuit_titular, vigente_desde FROM member_bank_accounts
      WHERE member_id = $1 AND reemplazada_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  return row ? toLive(row) : null;
}

export const findMember = (q: Queryable, memberId: number) =>
  maybeOne<{ dni: string; mail: string }>(q, 'SELECT dni, mail FROM members WHERE id = $1', [memberId]);

/** A new request ends every open one of the member: only the last code e-mailed works. */
export async function insertRequest(
  q: Queryable,
  r: AccountFields & { memberId: number; codeHash: string; ttlSeconds: number },
) {
  await q.query(
    `UPDATE member_bank_account_requests SET expires_at = now()
      WHERE member_id = $1 AND used_at IS NULL AND expires_at > now()`,
    [r.memberId],
  );
  await q.query(
    `INSERT INTO member_bank_account_requests (member_id, cbu, alias, cuit_titular, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 second')`,
    [r.memberId, r.cbu, r.alias, r.cuitTitular, r.codeHash, r.ttlSeconds],
  );
}

export interface RequestRow {
  id: number;
  cbu: string | null;
  alias: string | null;
  cuit_titular: string;
  code_hash: string;
  attempts: number;
  expired: boolean;
}

/** The member's newest unused request, locked: two confirmations of one code take turns. */
export const findOpenRequest = (q: Queryable, memberId: number) =>
  maybeOne<RequestRow>(
    q,
    `SELECT id, cbu, alias, cuit_titular, code_hash, attempts, expires_at <= now() AS expired
       FROM member_bank_account_requests
      WHERE member_id = $1 AND used_at IS NULL
      ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [memberId],
  );

export const countWrongCode = (q: Queryable, requestId: number) =>
  q.query('UPDATE member_bank_account_requests SET attempts = attempts + 1 WHERE id = $1', [requestId]);

export const markRequestUsed = (q: Queryable, requestId: number) =>
  q.query('UPDATE member_bank_account_requests SET used_at = now() WHERE id = $1', [requestId]);

/** The account in force is replaced (kept in the history) by the new one; the holder's CUIT is the member's CUIL. */
export async function putInForce(q: Queryable, memberId: number, a: AccountFields) {
  await q.query(
    'UPDATE member_bank_accounts SET reemplazada_at = now() WHERE member_id = $1 AND reemplazada_at IS NULL',
    [memberId],
  );
  const [row] = await q.query<LiveRow>(
    `INSERT INTO member_bank_accounts (member_id, cbu, alias, cuit_titular) VALUES ($1, $2, $3, $4)
     RETURNING cbu, alias, cuit_titular, vigente_desde`,
    [memberId, a.cbu, a.alias, a.cuitTitular],
  );
  await q.query('UPDATE members SET cuil = $2 WHERE id = $1', [memberId, a.cuitTitular]);
  return toLive(row!);
}
