import { consoleMessages, staffAdminMessages, type StaffRole } from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import type { RateLimiter, Limit } from '../../lib/rate-limiter';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
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

export interface StaffDeps {
  db: Db;
  limiter: RateLimiter;
  publicUrl: string;
  /** The second factor; off only where demo data is loaded (STAFF_TOTP). */
  totp: boolean;
  limits?: { signInPerAccount: Limit; signInPerAddress: Limit };
}

const defaultLimits = {
  signInPerAccount: { max: 5, windowSeconds: 15 * 60 },
  signInPerAddress: { max: 20, windowSeconds: 15 * 60 },
};

const SETUP_LINK_SECONDS = 72 * 3600;

const badCredentials = () => new HttpError(401, consoleMessages.badCredentials);

export type StaffService = ReturnType<typeof createStaffService>;

export function createStaffService({ db, limiter, publicUrl, totp, limits = defaultLimits }: StaffDeps) {
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
      const accountKey = `staff-login:mail:${email}`;
      const addressKey = `staff-login:addr:${address}`;
      await limiter.take([
        [accountKey, limits.signInPerAccount],
        [addressKey, limits.signInPerAddress],
      ]);
      const staff = await staffRepo.findStaffByEmail(db, email);
      const usable = staff && !staff.disabled && staff.password_hash;
      const ok = usable
        ? await verifyPassword(staff.password_hash!, password)
        : await verifyAgainstDummy(password);
      if (!staff || !usable || !ok) throw badCredentials();

      if (totp && staff.totp_enrolled) {
        if (code === undefined) {
          // The password was right: not a failure to count, but nothing opens without the code.
          await limiter.giveBack(accountKey);
          return { step: 'totp' as const };
        }
        await checkCode(staff, code);
      }
      await Promise.all([limiter.reset(accountKey), limiter.giveBack(addressKey)]);
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
      const accountKey = `staff-login:mail:${staff.email}`;
      await limiter.take([[accountKey, limits.signInPerAccount]]);
      await checkCode(staff, code);
      await limiter.reset(accountKey);
      await completeTotp(db, tokenHash);
      return { step: 'done' as const, email: staff.email, roles: staff.roles };
    },

    signOut: (tokenHash: string) => revokeStaffSession(db, tokenHash),

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
