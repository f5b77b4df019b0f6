import { maybeOne, type Queryable } from '../../db/connection';

/** What the libre deuda says of a loan and its member, as they are when it is issued. */
export interface CertificateLoanRow {
  id: number;
  member_id: number;
  estado: string;
  producto: string;
  fecha: Date;
  monto_prestado: string;
  cantidad_cuotas: number;
  nombres: string;
  apellido: string;
  dni: string;
  mail: string;
  organismo: string;
  /**
   * The business date the loan ended, 'AAAA-MM-DD': that of the last money applied to it (a deduction, a
   * payment, a pre-cancellation; a migrated ledger's does not count, it is the day of the migration), else
   * the value day of its last movement, else the day its row last changed.
   */
  fin: string;
}

export const loanForCertificate = (q: Queryable, loanId: number) =>
  maybeOne<CertificateLoanRow>(
    q,
    `SELECT l.id, l.member_id, l.estado, l.producto, l.fecha, l.monto_prestado, l.cantidad_cuotas,
            m.nombres, m.apellido, m.dni, m.mail, o.nombre AS organismo,
            to_char(COALESCE(
              (SELECT max(a.business_date) FROM loan_allocations a
                WHERE a.loan_id = l.id AND a.reversed_at IS NULL AND a.origen <> 'migracion'),
              (SELECT max(v.fecha) FROM loan_movements v WHERE v.loan_id = l.id)
                AT TIME ZONE 'America/Argentina/Buenos_Aires',
              l.updated_at AT TIME ZONE 'America/Argentina/Buenos_Aires'), 'YYYY-MM-DD') AS fin
       FROM loans l JOIN members m ON m.id = l.member_id JOIN organismos o ON o.id = m.organismo_id
      WHERE l.id = $1`,
    [loanId],
  );

/**
 * Stores the certificate; true when this call wrote it. The key decides between two issuers at once: the
 * second one's row is not written (and it sends nothing). A loan that ended again on another day (a
 * reversed posting, then paid off again) gets its certificate replaced by the one of its new end.
 */
export const storeCertificate = async (
  q: Queryable,
  c: { loanId: number; fecha: string; pdf: Uint8Array; sha256: string },
) =>
  (
    await q.query(
      `INSERT INTO loan_certificates (loan_id, fecha, pdf, sha256) VALUES ($1, $2::date, $3, $4)
       ON CONFLICT (loan_id) DO UPDATE
         SET fecha = EXCLUDED.fecha, pdf = EXCLUDED.pdf, sha256 = EXCLUDED.sha256, created_at = now()
         WHERE loan_certificates.fecha <> EXCLUDED.fecha
       RETURNING loan_id`,
      [c.loanId, c.fecha, c.pdf, c.sha256],
    )
  ).length === 1;

/** A loan's stored certificate and whether it waits in the queue (ended again since), if it has one. */
export const storedCertificate = (q: Queryable, loanId: number) =>
  maybeOne<{ pdf: Uint8Array; sha256: string; fecha: string; queued: boolean }>(
    q,
    `SELECT c.pdf, c.sha256, to_char(c.fecha, 'YYYY-MM-DD') AS fecha,
            EXISTS (SELECT 1 FROM loan_certificate_queue k WHERE k.loan_id = c.loan_id) AS queued
       FROM loan_certificates c WHERE c.loan_id = $1`,
    [loanId],
  );

/** The next queued loan that is due, locked; one that another transaction holds is skipped. */
export const claimQueued = (q: Queryable) =>
  maybeOne<{ loan_id: number; avisar: boolean }>(
    q,
    `SELECT loan_id, avisar FROM loan_certificate_queue WHERE next_at <= now()
      ORDER BY next_at, loan_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );

/** Whether the member is to be told, when the loan is queued (else: asked for on demand, told). */
export const queuedNotice = async (q: Queryable, loanId: number) =>
  (
    await maybeOne<{ avisar: boolean }>(q, 'SELECT avisar FROM loan_certificate_queue WHERE loan_id = $1', [
      loanId,
    ])
  )?.avisar ?? true;

export const dequeue = (q: Queryable, loanId: number) =>
  q.query('DELETE FROM loan_certificate_queue WHERE loan_id = $1', [loanId]);

/** A certificate that could not be made waits longer each time (at most a day) instead of blocking others. */
export const postpone = (q: Queryable, loanId: number) =>
  q.query(
    `UPDATE loan_certificate_queue
        SET attempts = attempts + 1, next_at = now() + least(interval '1 minute' * power(4, attempts), interval '1 day')
      WHERE loan_id = $1`,
    [loanId],
  );
