import { type loanCalls, loanMessages, loanStates, type Body } from '@portal/contract';
import type { Db } from '../../db/connection';
import { maskAddress, type Mailer } from '../../mail/mailer';
import type { RateLimiter } from '../../lib/rate-limiter';
import { HttpError, conflict, tooManyAttempts, notFound } from '../../lib/http-error';
import { addNotification } from '../notifications/index';
import { readPrintedIdentity } from '../settings/index';
import { tea } from '../loan-math/index';
import { InvalidSignatureError } from './legajo/legajo-data';
import { hashConfirmationCode, newConfirmationCode, sameHash } from './confirmation-code';
import { renderLegajoFile } from './legajo-file';
import type { LoanLimits } from './limits';
import { legajoMail, loanCodeMail } from './mail-templates';
import { noticeTexts } from './notices';
import { decodeSignature } from './signature';
import { afterCancel, afterConfirm, fileMayBeServed, isAnulable, isConfirmable } from './states';
import { toLoan, toMovement } from './views';
import * as loans from './repository';

export interface LoansDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  limits: LoanLimits;
}

/** Outcomes of the confirmation transaction that must commit (a counted wrong code) or that succeed. */
type ConfirmOutcome = 'confirmed' | 'alreadyConfirmed' | 'wrongCode';

export type LoansService = ReturnType<typeof createLoansService>;

/** The terms the legajo mail states, as numbers, from the loan row. */
const legajoTermsOf = (loan: loans.LoanRow) => ({
  id: loan.id,
  producto: loan.producto,
  montoPrestado: Number(loan.monto_prestado),
  montoCuota: Number(loan.monto_cuota),
  cantidadCuotas: loan.cantidad_cuotas,
  tna: Number(loan.tna),
  tea: tea(Number(loan.tna)),
  cft: Number(loan.cft),
});

export function createLoansService({ db, mailer, limiter, limits }: LoansDeps) {
  /** A missing loan and another member's loan: one answer, so that ids cannot be probed. */
  async function ownLoan(memberId: number, loanId: number) {
    const loan = await loans.findMemberLoan(db, memberId, loanId);
    if (!loan) throw notFound(loanMessages.notFound);
    return loan;
  }

  return {
    async list(memberId: number) {
      return (await loans.listMemberLoans(db, memberId)).map(toLoan);
    },

    async movements(memberId: number, loanId: number) {
      const loan = await ownLoan(memberId, loanId);
      return (await loans.listMovements(db, loan.id)).map(toMovement);
    },

    /** E-mails a new code (the previous one stops working) and answers where it went, masked. */
    async requestToken(memberId: number, loanId: number) {
      const loan = await ownLoan(memberId, loanId);
      if (!isConfirmable(loan.estado)) throw conflict(loanMessages.notConfirmable);
      const tokenKey = `loan-token:member:${memberId}`;
      await limiter.take([[tokenKey, limits.tokenRequestsPerMember]], loanMessages.tooManyTokenRequests);
      const code = newConfirmationCode();
      const codeHash = hashConfirmationCode(loan.id, code);
      await loans.upsertCode(db, { loanId: loan.id, memberId, codeHash, ttlSeconds: limits.codeTtlSeconds });
      const mail = await loans.getMemberMail(db, memberId);
      const terms = { id: loan.id, producto: loan.producto, montoPrestado: Number(loan.monto_prestado) };
      const { replaced } = await mailer.send(
        loanCodeMail(mail, code, terms, Math.round(limits.codeTtlSeconds / 60)),
        {
          replaceKey: `loan-code:${loan.id}`,
        },
      );
      // The previous code never left (the mail server is down): asking again does not use up the allowance.
      if (replaced) await limiter.giveBack(tokenKey);
      return maskAddress(mail);
    },

    async cancel(memberId: number, loanId: number) {
      await db.transaction(async (tx) => {
        const loan = await loans.findMemberLoan(tx, memberId, loanId, true);
        if (!loan) throw notFound(loanMessages.notFound);
        if (!isAnulable(loan.estado) || !(await loans.changeState(tx, loan.id, [loan.estado], afterCancel))) {
          throw conflict(loanMessages.notCancellable);
        }
        await loans.expireOpenCode(tx, loan.id);
        await addNotification(tx, memberId, noticeTexts.cancelled(loan.id, loan.producto));
      });
    },

    /**
     * Code, signature, state, legajo and notification in one transaction, with the loan row locked:
     * of two concurrent confirmations the second waits, then finds the loan confirmed. A repeat with the
     * code that confirmed it answers the same success and writes nothing (a retry after a lost answer);
     * any other call on a loan that is no longer approved gets 409.
     */
    async confirm(memberId: number, body: Body<typeof loanCalls.confirmLoan>) {
      // Checked before anything is read or counted: a bad signature changes nothing.
      const signaturePng = await decodeSignature(body.FirmaOlografica);
      const typedHash = hashConfirmationCode(body.PrestamoId, body.Token);
      let outcome: ConfirmOutcome;
      try {
        outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
          const loan = await loans.findMemberLoan(tx, memberId, body.PrestamoId, true);
          if (!loan) throw notFound(loanMessages.notFound);
          const code = await loans.findCode(tx, loan.id);
          if (!isConfirmable(loan.estado)) {
            if (loan.confirmed_at && code?.used && sameHash(code.code_hash, typedHash))
              return 'alreadyConfirmed';
            throw conflict(loanMessages.notConfirmable);
          }
          if (!code || code.used) throw new HttpError(400, loanMessages.noToken);
          // The code is dead, but a new one may be requested at once.
          if (code.attempts >= limits.maxCodeAttempts)
            throw tooManyAttempts(1, loanMessages.tooManyTokenAttempts);
          if (code.expired) throw new HttpError(400, loanMessages.expiredToken);
          if (!sameHash(code.code_hash, typedHash)) {
            await loans.countWrongCode(tx, loan.id);
            return 'wrongCode';
          }

          await loans.markCodeUsed(tx, loan.id);
          const confirmedAt = await loans.markConfirmed(tx, loan.id, loanStates.approved, afterConfirm);
          if (!confirmedAt) throw conflict(loanMessages.notConfirmable);
          await loans.insertSignature(tx, loan.id, signaturePng);
          const member = await loans.getLegajoMember(tx, memberId);
          const file = await renderLegajoFile({
            member,
            loan,
            signaturePng,
            confirmedAt,
            codeSentTo: maskAddress(member.mail),
            entidad: await readPrintedIdentity(tx),
          });
          await loans.insertFile(tx, loan.id, file.pdf, file.sha256);
          await addNotification(tx, memberId, noticeTexts.confirmed(loan.id, loan.producto));
          // Queued in this transaction: the documentation the success dialog promises, never for a rollback.
          await mailer.send(legajoMail(member.mail, legajoTermsOf(loan), file.pdf), { tx });
          return 'confirmed';
        });
      } catch (error) {
        // Right magic bytes but not a readable PNG: found while rendering, and rolled back with the rest.
        if (error instanceof InvalidSignatureError) throw new HttpError(400, loanMessages.signatureNotPng);
        throw error;
      }
      if (outcome === 'wrongCode') throw new HttpError(400, loanMessages.wrongToken);
    },

    /** The stored PDF as it was made at confirmation, base64. */
    async file(memberId: number, loanId: number) {
      const row = await loans.findMemberLoanFile(db, memberId, loanId);
      if (!row) throw notFound(loanMessages.notFound);
      if (!row.pdf || !fileMayBeServed(row.estado)) throw notFound(loanMessages.fileUnavailable);
      return Buffer.from(row.pdf).toString('base64');
    },
  };
}
