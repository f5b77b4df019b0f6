import { createHash } from 'node:crypto';
import { consoleLoanMessages, loanMessages, loanStates } from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { conflict, notFound } from '../../lib/http-error';
import type { Mailer } from '../../mail/mailer';
import type { StaffActor } from '../../console/permissions';
import { writeAudit } from '../audit/index';
import { addNotification } from '../notifications/index';
import { readPrintedIdentity } from '../settings/index';
import { libreDeudaMail, libreDeudaNotice } from './notices';
import { renderLibreDeuda } from './render';
import * as repo from './repository';

/** At most this many certificates per transaction-by-transaction run, so that a tick stays short. */
const PER_RUN = 50;

export type CertificatesService = ReturnType<typeof createCertificatesService>;

export function createCertificatesService({ db, mailer }: { db: Db; mailer: Mailer }) {
  /**
   * Renders and stores the libre deuda of a loan that ended 'Cancelado' and, when `avisar`, notifies the
   * member and queues the e-mail with it attached, all in the caller's transaction: of two issuers at
   * once, the one whose row went in tells the member (repository's storeCertificate). Answers whether
   * this call issued it; a loan that is not 'Cancelado' (any more) gets nothing.
   */
  async function issue(tx: Queryable, loanId: number, avisar: boolean): Promise<boolean> {
    const loan = await repo.loanForCertificate(tx, loanId);
    if (loan?.estado !== loanStates.paidOff) return false;
    const pdf = await renderLibreDeuda({
      entidad: await readPrintedIdentity(tx),
      socio: { nombres: loan.nombres, apellido: loan.apellido, dni: loan.dni, organismo: loan.organismo },
      prestamo: {
        id: loan.id,
        producto: loan.producto,
        montoPrestado: Number(loan.monto_prestado),
        cuotas: loan.cantidad_cuotas,
        alta: loan.fecha,
      },
      fin: loan.fin,
    });
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    if (!(await repo.storeCertificate(tx, { loanId, fecha: loan.fin, pdf, sha256 }))) return false;
    if (avisar) {
      const ended = { id: loan.id, producto: loan.producto, fin: loan.fin };
      await addNotification(tx, loan.member_id, libreDeudaNotice(ended));
      await mailer.send(libreDeudaMail(loan.mail, ended, pdf), { tx });
    }
    return true;
  }

  /** The stored certificate, issued first when there is none yet or the loan ended again since. */
  async function certificateOf(loanId: number) {
    return db.transaction(async (tx) => {
      const stored = await repo.storedCertificate(tx, loanId);
      if (stored && !stored.queued) return stored;
      await issue(tx, loanId, await repo.queuedNotice(tx, loanId));
      await repo.dequeue(tx, loanId);
      return repo.storedCertificate(tx, loanId);
    });
  }

  return {
    /**
     * Issues the queued certificates that are due, each in its own transaction, up to `limit`. Several
     * processes may run this at once: a queued loan is claimed by one transaction only (SKIP LOCKED), and
     * the certificate's key stops a second issue. One that fails to render is postponed, not retried at
     * once. Answers how many it issued and whether the queue may hold more.
     */
    async issueQueued(limit = PER_RUN): Promise<{ issued: number; more: boolean }> {
      let issued = 0;
      for (let taken = 0; taken < limit; taken++) {
        let claimed: number | undefined;
        try {
          const done = await db.transaction(async (tx) => {
            const next = await repo.claimQueued(tx);
            if (!next) return null;
            claimed = next.loan_id;
            const wrote = await issue(tx, next.loan_id, next.avisar);
            await repo.dequeue(tx, next.loan_id);
            return wrote;
          });
          if (done === null) return { issued, more: false };
          if (done) issued++;
        } catch (error) {
          if (claimed === undefined) throw error;
          await repo.postpone(db, claimed);
          throw error;
        }
      }
      return { issued, more: true };
    },

    /** TraeLibreDeuda: the member's own loan only (another's answers as a missing one), ended 'Cancelado'. */
    async forMember(memberId: number, loanId: number): Promise<string> {
      const loan = await repo.loanForCertificate(db, loanId);
      if (!loan || loan.member_id !== memberId) throw notFound(loanMessages.notFound);
      if (loan.estado !== loanStates.paidOff) throw notFound(loanMessages.libreDeudaUnavailable);
      const stored = await certificateOf(loanId);
      if (!stored) throw notFound(loanMessages.libreDeudaUnavailable);
      return Buffer.from(stored.pdf).toString('base64');
    },

    /** The console's download (loans.read), audited as every read of a loan's documents. */
    async forStaff(loanId: number, actor: StaffActor) {
      const loan = await repo.loanForCertificate(db, loanId);
      if (!loan) throw notFound(consoleLoanMessages.notFound);
      if (loan.estado !== loanStates.paidOff) throw conflict(consoleLoanMessages.libreDeudaUnavailable);
      const stored = await certificateOf(loanId);
      if (!stored) throw conflict(consoleLoanMessages.libreDeudaUnavailable);
      await writeAudit(db, {
        staffId: actor.staffId,
        address: actor.address,
        action: 'libre_deuda.read',
        entity: 'loan',
        entityId: loanId,
        after: { socio: loan.member_id, fecha: stored.fecha, sha256: stored.sha256 },
      });
      return { pdf: stored.pdf, fecha: stored.fecha };
    },
  };
}
