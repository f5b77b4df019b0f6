import { maybeOne, type Queryable } from '../../db/connection';

/** The stored (moved) date, 'AAAA-MM-DD', or undefined when none was ever stored. */
export const readStoredDate = async (q: Queryable, forUpdate = false) =>
  (
    await maybeOne<{ fecha: string }>(
      q,
      `SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha FROM business_date WHERE id${forUpdate ? ' FOR UPDATE' : ''}`,
    )
  )?.fecha;

/** Makes sure the one row exists (so that it can be locked), holding `fecha` when it is new. */
export const ensureRow = (q: Queryable, fecha: string) =>
  q.query(`INSERT INTO business_date (id, fecha) VALUES (true, $1::date) ON CONFLICT (id) DO NOTHING`, [
    fecha,
  ]);

export const storeDate = (q: Queryable, fecha: string, staffId: number) =>
  q.query(`UPDATE business_date SET fecha = $1::date, updated_by = $2, updated_at = now() WHERE id`, [
    fecha,
    staffId,
  ]);

/**
 * Claims the run of `job` for `fecha`: true for the one transaction whose row went in. Another that
 * tries at once waits for the first to end (the key), then gets false if it committed, or the claim if
 * it rolled back.
 */
export const claimRun = async (q: Queryable, job: string, fecha: string) =>
  (
    await q.query(
      `INSERT INTO daily_job_runs (job, fecha) VALUES ($1, $2::date) ON CONFLICT (job, fecha) DO NOTHING RETURNING job`,
      [job, fecha],
    )
  ).length > 0;
