import { consoleMessages, staffAdminMessages, type StaffRole } from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import type { RateLimiter, Limit } from '../../lib/rate-limiter';
import { HttpError, badRequest, conflict, tooManyAttempts } from '../../lib/http-error';
import type { Mailer } from '../../mail/mailer';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { refuseWeakStaffPassword } from '../../lib/password-strength';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import { isUniqueViolation } from '../../db/pg-errors';
import { writeAudit } from '../audit/index';
import * as staffRepo from './repository';
import {
  completeTotp,
  insertStaffSession,
  revokeStaffSession,
  revokeStaffSessions,
} from './session-repository';
import { newTotpSecret, totpStep } from './totp';
import { consumeUnlockToken, insertUnlockToken } from './unlock-repository';
import { staffUnlockMail } from './unlock-mail';

export interface StaffDeps {
  db: Db;
  limiter: RateLimiter;
  publicUrl: string;
  /** The second factor; off only where demo data is loaded (STAFF_TOTP). */
  totp: boolean;
  /** Sends the unlock link when an account is locked for every address; none in the command line. */
  mailer?: Mailer;
  limits?: StaffSignInLimits;
}

/** Decision 018: failures per account and address, per address, and per account over a day. */
export interface StaffSignInLimits {
  signInPerAccount: Limit;
  signInPerAddress: Limit;
  signInPerAccountLong: Limit;
}

export const defaultStaffSignInLimits: StaffSignInLimits = {
  signInPerAccount: { max: 5, windowSeconds: 15 * 60 },
  signInPerAddress: { max: 20, windowSeconds: 15 * 60 },
  signInPerAccountLong: { max: 50, windowSeconds: 24 * 3600 },
};

const UNLOCK_LINK_SECONDS = 24 * 3600;

const SETUP_LINK_SECONDS = 72 * 3600;

const badCredentials = () => new HttpError(401, consoleMessages.badCredentials);

export type StaffService = ReturnType<typeof createStaffService>;

export function createStaffService({
  db,
  limiter,
  publicUrl,
  totp,
  mailer,
  limits = defaultStaffSignInLimits,
}: StaffDeps) {
  const pairKey = (email: string, address: string) => `staff-login:pair:${email}|${address}`;
  const longKey = (email: string) => `staff-login:mail:${email}`;

  /**
   * Counts one attempt on the account+address, the address and the account's long window, before
   * anything is checked; crossing a limit is audited, and filling the long window mails the unlock link.
   */
  async function countAttempt(email: string, address: string, staff: staffRepo.StaffRow | undefined) {
    const [pair, byAddress, long] = await Promise.all([
      limiter.count(pairKey(email, address), limits.signInPerAccount),
      limiter.count(`staff-login:addr:${address}`, limits.signInPerAddress),
      limiter.count(longKey(email), limits.signInPerAccountLong),
    ]);
    const staffId = staff?.id ?? null;
    if (pair.count === limits.signInPerAccount.max + 1)
      await writeAudit(db, {
        staffId,
        address,
        action: 'staff.lockout',
        entity: 'staff',
        entityId: staffId,
        after: { email, scope: 'address' },
      });
    if (long.count === limits.signInPerAccountLong.max + 1) {
      await writeAudit(db, {
        staffId,
        address,
        action: 'staff.lockout',
        entity: 'staff',
        entityId: staffId,
        after: { email, scope: 'account' },
      });
      if (staff && mailer) {
        const token = newSecretToken();
        await insertUnlockToken(db, hashToken(token), staff.id, UNLOCK_LINK_SECONDS);
        const link = `${publicUrl}/console/unlock#token=${encodeURIComponent(token)}`;
        await mailer.send(staffUnlockMail(staff.email, link));
      }
    }
    const over = [
      [pair, limits.signInPerAccount],
      [byAddress, limits.signInPerAddress],
      [long, limits.signInPerAccountLong],
    ] as const;
    const limited = over.filter(([r, l]) => r.count > l.max);
    if (limited.length > 0) {
      await failed(email, address, staffId, 'bloqueado');
      throw tooManyAttempts(Math.max(...limited.map(([r]) => r.retryAfter)));
    }
  }

  const failed = (email: string, address: string, staffId: number | null, reason: string) =>
    writeAudit(db, {
      staffId,
      address,
      action: 'staff.signin.failed',
      entity: 'staff',
      entityId: staffId,
      after: { email },
      reason,
    });

  async function openSession(staffId: number, pendingTotp: boolean) {
    const token = newSecretToken();
    await insertStaffSession(db, hashToken(token), staffId, pendingTotp);
    return token;
  }

  /** Records the code's step; a wrong code, or one used already, counts like a wrong password. */
  async function checkCode(staff: staffRepo.StaffRow, code: string) {
    const step = staff.totp_secret ? totpStep(staff.email, staff.totp_secret, code) : null;
    if (step === null || !(await staffRepo.useTotpStep(db, staff.id, step)))
      throw new HttpError(401, consoleMessages.wrongTotp);
  }

  async function setupLink(q: Queryable, staffId: number) {
    const token = newSecretToken();
    await staffRepo.insertSetupToken(q, hashToken(token), staffId, SETUP_LINK_SECONDS);
    return `${publicUrl}/console/setup#token=${encodeURIComponent(token)}`;
  }

  async function createAccount(
    q: Queryable,
    email: string,
    roles: readonly StaffRole[],
    by: { staffId: number | null; address: string | null },
  ) {
    let id: number;
    try {
      id = await staffRepo.insertStaff(q, email, roles);
    } catch (error) {
      if (isUniqueViolation(error, 'staff_email_key')) throw conflict(staffAdminMessages.emailTaken);
      throw error;
    }
    await writeAudit(q, {
      ...by,
      action: 'staff.add',
      entity: 'staff',
      entityId: id,
      after: { email, roles },
    });
    return { id, link: await setupLink(q, id) };
  }

  return {
    /**
     * The attempt is counted before anything is checked. Unknown, disabled and password-less accounts
     * take the same time and get the same answer as a wrong password.
     */
    async signIn(email: string, password: string, code: string | undefined, address: string) {
      const staff = await staffRepo.findStaffByEmail(db, email);
      await countAttempt(email, address, staff);
      const usable = staff && !staff.disabled && staff.password_hash;
      const ok = usable
        ? await verifyPassword(staff.password_hash!, password)
        : await verifyAgainstDummy(password);
      if (!staff || !usable || !ok) {
        await failed(email, address, staff?.id ?? null, 'contraseña');
        throw badCredentials();
      }

      if (totp && staff.totp_enrolled) {
        if (code === undefined) {
          // The password was right: not a failure to count, but nothing opens without the code.
          await Promise.all([limiter.giveBack(pairKey(email, address)), limiter.giveBack(longKey(email))]);
          return { step: 'totp' as const };
        }
        try {
          await checkCode(staff, code);
        } catch (error) {
          await failed(email, address, staff.id, 'código');
          throw error;
        }
      }
      await Promise.all([
        limiter.reset(pairKey(email, address)),
        limiter.giveBack(longKey(email)),
        limiter.giveBack(`staff-login:addr:${address}`),
      ]);
      await writeAudit(db, {
        staffId: staff.id,
        address,
        action: 'staff.signin',
        entity: 'staff',
        entityId: staff.id,
      });
      if (totp && !staff.totp_enrolled) {
        const { secret, otpauthUri } = newTotpSecret(staff.email);
        await staffRepo.proposeTotpSecret(db, staff.id, secret);
        return { step: 'enrol' as const, secret, otpauthUri, token: await openSession(staff.id, true) };
      }
      return {
        step: 'done' as const,
        email: staff.email,
        roles: staff.roles,
        token: await openSession(staff.id, false),
      };
    },

    /** The first code from the enrolled app completes a half-open session and puts the secret in force. */
    async completeEnrolment(staffId: number, tokenHash: string, code: string) {
      const staff = await staffRepo.findStaffById(db, staffId);
      if (!staff) throw badCredentials();
      // Counted on the account's sign-in limit before the code is compared: a half-open session (the
      // password alone) must not allow guessing the six digits.
      const accountKey = `staff-login:enrol:${staff.email}`;
      await limiter.take([
        [accountKey, limits.signInPerAccount],
        [longKey(staff.email), limits.signInPerAccountLong],
      ]);
      await checkCode(staff, code);
      await Promise.all([limiter.reset(accountKey), limiter.giveBack(longKey(staff.email))]);
      await completeTotp(db, tokenHash);
      return { step: 'done' as const, email: staff.email, roles: staff.roles };
    },

    async signOut(staffId: number, tokenHash: string, address: string | null) {
      await revokeStaffSession(db, tokenHash);
      await writeAudit(db, { staffId, address, action: 'staff.signout', entity: 'staff', entityId: staffId });
    },

    /** The one-time link mailed on a lockout: used up, it clears the account's long window. */
    async unlock(token: string, address: string | null) {
      const staff = await db.transaction(async (tx) => {
        const staffId = await consumeUnlockToken(tx, hashToken(token));
        if (staffId === undefined) throw badRequest(consoleMessages.invalidUnlockToken);
        await writeAudit(tx, {
          staffId,
          address,
          action: 'staff.unlock',
          entity: 'staff',
          entityId: staffId,
        });
        return staffRepo.findStaffById(tx, staffId);
      });
      // The limiter counts outside any transaction (its own connection).
      if (staff) await limiter.reset(longKey(staff.email));
    },

    /** Sets the password through a one-time link; it also ends the account's open sessions. */
    async setPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const staffId = await staffRepo.consumeSetupToken(tx, hashToken(token));
        if (staffId === undefined) throw badRequest(consoleMessages.invalidSetupToken);
        // A weak password is refused before anything changes: the rollback keeps the link usable.
        refuseWeakStaffPassword(password, [(await staffRepo.findStaffById(tx, staffId))?.email ?? '']);
        await staffRepo.setPasswordHash(tx, staffId, passwordHash);
        await revokeStaffSessions(tx, staffId);
        await writeAudit(tx, {
          staffId,
          address: null,
          action: 'staff.password_set',
          entity: 'staff',
          entityId: staffId,
        });
      });
    },

    /** `npm run staff -- add`: a new account and the one-time link that sets its password. */
    add: (
      email: string,
      roles: readonly StaffRole[],
      by: { staffId: number | null; address: string | null },
    ) => db.transaction((tx) => createAccount(tx, email, roles, by)),

    /** The same, in the caller's transaction: an approved `staff.create` proposal. */
    createAccount,

    list: () => staffRepo.listStaff(db),

    /** Disabling also ends every open session of the account at once. */
    async setDisabled(
      email: string,
      disabled: boolean,
      by: { staffId: number | null; address: string | null },
    ) {
      return db.transaction(async (tx) => {
        const staff = await staffRepo.findStaffByEmail(tx, email);
        if (!staff) return false;
        await staffRepo.setDisabled(tx, staff.id, disabled);
        if (disabled) await revokeStaffSessions(tx, staff.id);
        await writeAudit(tx, {
          ...by,
          action: disabled ? 'staff.disable' : 'staff.enable',
          entity: 'staff',
          entityId: staff.id,
          before: { disabled: staff.disabled },
          after: { disabled },
        });
        return true;
      });
    },

    /** A new one-time link for an account that lost its password (`npm run staff -- link`). */
    async newSetupLink(email: string) {
      const staff = await staffRepo.findStaffByEmail(db, email);
      return staff ? setupLink(db, staff.id) : undefined;
    },
  };
}
