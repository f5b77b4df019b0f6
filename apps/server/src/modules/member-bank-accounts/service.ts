import { bankAccountMessages, cuitHoldsDni, type Body, type accountCalls } from '@portal/contract';
import type { Db } from '../../db/connection';
import { maskAddress, type Mailer } from '../../mail/mailer';
import type { RateLimiter } from '../../lib/rate-limiter';
import { HttpError, badRequest, conflict, tooManyAttempts, unauthorized } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import { hashAccountCode, newAccountCode, sameHash } from './code';
import type { BankAccountLimits } from './limits';
import { accountCodeMail, accountSetMail } from './mail-templates';
import * as repo from './repository';
import { describeAccount, sameAccount, toMemberBankAccount } from './view';

export interface BankAccountDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  limits: BankAccountLimits;
  /** The member's own password, counted like a sign-in (the accounts module's). */
  checkCurrentPassword: (memberId: number, mail: string, password: string) => Promise<void>;
}

/** The member's own action in the audit log (no staff member): the timeline says 'socio'. */
export const MEMBER_BANK_ACCOUNT_ACTION = 'member_self.bank_account';

type ConfirmOutcome = { wrongCode: true } | { wrongCode: false; account: repo.LiveAccount };

export type BankAccountService = ReturnType<typeof createBankAccountService>;

export function createBankAccountService({
  db,
  mailer,
  limiter,
  limits,
  checkCurrentPassword,
}: BankAccountDeps) {
  return {
    /**
     * Checks the password, that the account is the member's own and new, and e-mails a code that puts it in
     * force (confirm). Answers the masked address the code went to.
     */
    async requestChange(memberId: number, body: Body<typeof accountCalls.updateBankAccount>) {
      const member = await repo.findMember(db, memberId);
      if (!member) throw unauthorized();
      if (!body.PasswordActual) throw badRequest(bankAccountMessages.passwordRequired);
      await checkCurrentPassword(memberId, member.mail, body.PasswordActual);
      if (!cuitHoldsDni(body.CuitTitular, member.dni)) throw badRequest(bankAccountMessages.cuitNotYours);
      const account: repo.AccountFields = {
        cbu: body.CBU ?? null,
        alias: body.Alias ?? null,
        cuitTitular: body.CuitTitular,
      };
      const live = await repo.findLiveAccount(db, memberId);
      if (live && sameAccount(live, account)) throw conflict(bankAccountMessages.sameAccount);

      const key = `bank-account-code:member:${memberId}`;
      await limiter.take([[key, limits.requestsPerMember]], bankAccountMessages.tooManyCodeRequests);
      const code = newAccountCode();
      await db.transaction((tx) =>
        repo.insertRequest(tx, {
          ...account,
          memberId,
          codeHash: hashAccountCode(memberId, code),
          ttlSeconds: limits.codeTtlSeconds,
        }),
      );
      const { replaced } = await mailer.send(
        accountCodeMail(member.mail, code, account, Math.round(limits.codeTtlSeconds / 60)),
        { replaceKey: `bank-account-code:${memberId}` },
      );
      // The previous code never left (the mail server is down): asking again does not use up the allowance.
      if (replaced) await limiter.giveBack(key);
      return maskAddress(member.mail);
    },

    /**
     * The code of the newest request, in one transaction with that request locked: a wrong code is counted
     * (and committed) before the answer, the limit is checked before the code is compared. A right one
     * replaces the account in force, keeps the CUIL, writes the audit row and queues the mail to the member.
     */
    async confirm(memberId: number, typedCode: string, address: string) {
      const typedHash = hashAccountCode(memberId, typedCode);
      const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
        const request = await repo.findOpenRequest(tx, memberId);
        if (!request) throw badRequest(bankAccountMessages.noPendingChange);
        if (request.attempts >= limits.maxCodeAttempts)
          throw tooManyAttempts(1, bankAccountMessages.tooManyCodeAttempts);
        if (request.expired) throw badRequest(bankAccountMessages.expiredCode);
        if (!sameHash(request.code_hash, typedHash)) {
          await repo.countWrongCode(tx, request.id);
          return { wrongCode: true };
        }
        await repo.markRequestUsed(tx, request.id);
        const member = await repo.findMember(tx, memberId);
        if (!member) throw unauthorized();
        const previous = await repo.findLiveAccount(tx, memberId, true);
        const next: repo.AccountFields = {
          cbu: request.cbu,
          alias: request.alias,
          cuitTitular: request.cuit_titular,
        };
        const account = await repo.putInForce(tx, memberId, next);
        await writeAudit(tx, {
          staffId: null,
          address,
          action: MEMBER_BANK_ACCOUNT_ACTION,
          entity: 'member',
          entityId: memberId,
          before: previous ? { cuenta: describeAccount(previous) } : null,
          after: { cuenta: describeAccount(next) },
          reason: previous
            ? `Cambió la cuenta para acreditar préstamos a ${describeAccount(next)}`
            : `Registró la cuenta para acreditar préstamos ${describeAccount(next)}`,
        });
        // Queued in this transaction: told exactly when the change commits.
        await mailer.send(accountSetMail(member.mail, next, previous), { tx });
        return { wrongCode: false, account };
      });
      if (outcome.wrongCode) throw new HttpError(400, bankAccountMessages.wrongCode);
      return toMemberBankAccount(outcome.account);
    },
  };
}
