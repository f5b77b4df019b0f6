import {
  type accountCalls,
  normalizeMail,
  serverMessages,
  supportMessages,
  type Body,
} from '@portal/contract';
import type { Db } from '../../db/connection';
import type { Mailer } from '../../mail/mailer';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { HttpError, badRequest, conflict, forbidden, unauthorized } from '../../lib/http-error';
import { isUniqueViolation } from '../../db/pg-errors';
import type { AccountLimits } from './limits';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { hashCode, hashToken, newRegistrationCode, newReference, newSecretToken } from './tokens';
import {
  alreadyRegisteredMail,
  mailChangedNoticeMail,
  mailChangeLinkMail,
  passwordChangedNoticeMail,
  passwordResetMail,
  registrationCodeMail,
} from './mail-templates';
import { decodePhoto } from './photo';
import { sessionToken, startSession, type Session } from './sessions';
import { revokeMemberSessions, revokeSession } from './session-repository';
import { toMemberFields } from './member-view';
import * as members from './repository';
import * as tokens from './token-repository';
import { liveBankAccount, toMemberBankAccount } from '../member-bank-accounts/index';

export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
  limits: AccountLimits;
  background: BackgroundTasks;
}

const invalidRegistrationToken = () => new HttpError(500, serverMessages.invalidRegistrationToken);
const toIsoDate = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');
const loginKey = (mail: string) => `login:mail:${mail}`;

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService({ db, mailer, limiter, publicUrl, limits, background }: AccountsDeps) {
  /** The member, and the account loans are credited to (masked): login20 and TraeDatosUsuario. */
  async function memberView(memberId: number) {
    const member = await members.getMemberView(db, memberId);
    if (!member) throw unauthorized();
    const account = await liveBankAccount(db, memberId);
    return { ...toMemberFields(member), CuentaBancaria: account && toMemberBankAccount(account) };
  }

  /** Counts this e-mail request per recipient and per client address; 429 past either limit. */
  const limitMail = (recipient: string, address: string, kind: string) =>
    limiter.take([
      [`${kind}:mail:${recipient}`, limits.mailPerRecipient],
      [`${kind}:addr:${address}`, limits.mailPerAddress],
    ]);

  /** The member's own password, counted on the same limit as login: a stolen session cannot guess it. */
  async function checkCurrentPassword(memberId: number, mail: string, password: string | undefined) {
    if (!password) throw badRequest(serverMessages.currentPasswordRequired);
    await limiter.take([[loginKey(mail), limits.loginPerAccount]]);
    const credentials = await members.findCredentials(db, mail);
    if (credentials?.id !== memberId || !(await verifyPassword(credentials.password_hash, password))) {
      throw badRequest(serverMessages.wrongCurrentPassword);
    }
    await limiter.reset(loginKey(mail));
  }

  return {
    async login(typedMail: string, password: string, address: string) {
      const mail = normalizeMail(typedMail);
      const accountKey = loginKey(mail);
      const addressKey = `login:addr:${address}`;
      // Counted before the password is looked at: of N parallel tries at most the limit are checked.
      await limiter.take([
        [accountKey, limits.loginPerAccount],
        [addressKey, limits.loginPerAddress],
      ]);
      const credentials = await members.findCredentials(db, mail);
      const ok = credentials
        ? await verifyPassword(credentials.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!credentials || !ok) throw new HttpError(401, serverMessages.badCredentials);
      // Said only to whoever knows the password: support blocked the account.
      if (credentials.blocked) throw forbidden(supportMessages.memberBlocked);
      // A success clears the account's failures and does not use up the address's allowance.
      await Promise.all([limiter.reset(accountKey), limiter.giveBack(addressKey)]);
      const uat = await startSession(db, credentials.id);
      return { UAT: uat, ...(await memberView(credentials.id)) };
    },

    userData: memberView,

    checkCurrentPassword,

    async logout(body: Body<typeof accountCalls.logout>) {
      const token = sessionToken(body);
      if (token) await revokeSession(db, hashToken(token));
    },

    async organismos() {
      const rows = await members.listOrganismos(db);
      return rows.map((o) => ({ Id: o.id, Nombre: o.nombre }));
    },

    /**
     * Same answer, in the same time, whether or not the e-mail has an account: the lookup and the mail
     * happen after the answer, and only the mailbox learns which.
     */
    async preRegister(typedMail: string, organismoId: number, address: string) {
      const mail = normalizeMail(typedMail);
      const organismo = await members.findOrganismo(db, organismoId);
      if (!organismo || organismo.id <= 0) throw badRequest(serverMessages.unknownOrganismo);
      await limitMail(mail, address, 'preregister');
      const reference = newReference();
      background.run('pre-registration mail', async () => {
        if (await members.findMemberIdByMail(db, mail)) {
          await mailer.send(alreadyRegisteredMail(mail, publicUrl));
          return;
        }
        const code = newRegistrationCode();
        await tokens.insertRegistrationToken(db, {
          reference,
          mail,
          organismoId: organismo.id,
          codeHash: hashCode(code),
        });
        await mailer.send(registrationCodeMail(mail, code));
      });
      return reference;
    },

    async register(input: Body<typeof accountCalls.register>) {
      if (input.Password1 !== input.Password2) throw badRequest(serverMessages.passwordsDoNotMatch);
      const mail = normalizeMail(input.Mail);
      // The attempt is counted on every open token of the address before the code is compared, in one
      // statement: of N parallel tries at most MAX_REGISTRATION_ATTEMPTS per token are compared.
      const open = await tokens.countRegistrationAttempt(db, mail);
      const codeHash = hashCode(input.Token);
      const token = open.find((t) => t.code_hash === codeHash);
      if (!token) throw invalidRegistrationToken();
      // The organismo chosen at pre-registration is the one the e-mailed token vouches for.
      const organismo = await members.findOrganismo(db, token.organismo_id);
      if (!organismo) throw invalidRegistrationToken();
      const passwordHash = await hashPassword(input.Password1);
      try {
        await db.transaction(async (tx) => {
          if (await members.dniTaken(tx, input.NumeroDocumento)) throw conflict(serverMessages.dniTaken);
          if (await members.findMemberIdByMail(tx, mail)) throw conflict(serverMessages.mailTaken);
          if (!(await tokens.consumeRegistrationToken(tx, token.id))) throw invalidRegistrationToken();
          await members.insertMember(tx, {
            dni: input.NumeroDocumento,
            mail,
            nombres: input.Nombres,
            apellido: input.Apellido,
            celular: input.Celular,
            passwordHash,
            ejercito: organismo.es_ejercito,
            organismoId: organismo.id,
          });
        });
      } catch (error) {
        // Two registrations racing past the checks above: the unique indexes decide.
        if (isUniqueViolation(error, 'members_dni_key')) throw conflict(serverMessages.dniTaken);
        if (isUniqueViolation(error, 'members_mail_key')) throw conflict(serverMessages.mailTaken);
        throw error;
      }
    },

    /** Same answer in the same time for any address: the work happens after the answer. */
    async recoverPassword(typedMail: string, address: string) {
      const mail = normalizeMail(typedMail);
      await limitMail(mail, address, 'recover');
      background.run('password recovery mail', async () => {
        const memberId = await members.findMemberIdByMail(db, mail);
        if (!memberId) return;
        const token = newSecretToken();
        await tokens.insertResetToken(db, hashToken(token), memberId);
        await mailer.send(
          passwordResetMail(mail, `${publicUrl}/update-password#token=${encodeURIComponent(token)}`),
        );
      });
    },

    /** Support sends the member a link to set a new password (audited by the caller); false: no member. */
    async sendPasswordReset(memberId: number) {
      const current = await members.getNamesAndMail(db, memberId);
      if (!current) return false;
      const token = newSecretToken();
      await tokens.insertResetToken(db, hashToken(token), memberId);
      await mailer.send(
        passwordResetMail(current.mail, `${publicUrl}/update-password#token=${encodeURIComponent(token)}`),
      );
      return true;
    },

    async updatePassword(token: string, password1: string, password2: string) {
      if (password1 !== password2) throw badRequest(serverMessages.passwordsDoNotMatch);
      const passwordHash = await hashPassword(password1);
      const mail = await db.transaction(async (tx) => {
        const memberId = await tokens.consumeResetToken(tx, hashToken(token));
        if (memberId === undefined) throw badRequest(serverMessages.invalidResetToken);
        await members.setPasswordHash(tx, memberId, passwordHash);
        await tokens.discardResetTokens(tx, memberId);
        await revokeMemberSessions(tx, memberId);
        return (await members.getNamesAndMail(tx, memberId))?.mail;
      });
      if (!mail) return;
      // Whoever locked the account out with wrong passwords, the owner who read the mailbox gets back in.
      await limiter.reset(loginKey(mail));
      await mailer.send(passwordChangedNoticeMail(mail, publicUrl));
    },

    /**
     * Only the fields sent change. The password and the e-mail need the current password; a new e-mail
     * is only proposed here (a link goes to it, see confirmMailChange); the account's address is told.
     */
    async updateProfile(session: Session, body: Body<typeof accountCalls.updateProfile>) {
      const { uat: _uat, UAT: _UAT, PasswordActual, ...fields } = body;
      if (!Object.values(fields).some((v) => v !== undefined))
        throw badRequest(serverMessages.nothingToUpdate);
      const current = await members.getNamesAndMail(db, session.id);
      if (!current) throw unauthorized();
      if (fields.Nombres !== undefined && fields.Nombres !== current.nombres)
        throw forbidden(serverMessages.namesBySupport);
      if (fields.Apellido !== undefined && fields.Apellido !== current.apellido)
        throw forbidden(serverMessages.namesBySupport);
      if ((fields.Password1 === undefined) !== (fields.Password2 === undefined))
        throw badRequest('Completá ambos campos de contraseña');
      if (fields.Password1 !== fields.Password2) throw badRequest(serverMessages.passwordsDoNotMatch);

      const newMail = fields.Mail === undefined ? undefined : normalizeMail(fields.Mail);
      const mailChange = newMail !== undefined && newMail !== current.mail ? newMail : undefined;
      if (mailChange || fields.Password1 !== undefined)
        await checkCurrentPassword(session.id, current.mail, PasswordActual);
      if (mailChange && (await members.findMemberIdByMail(db, mailChange)))
        throw conflict(serverMessages.mailTaken);

      const changes: members.ProfileChanges = {
        celular: fields.Celular,
        domicilio: fields.Domicilio === undefined ? undefined : fields.Domicilio || null,
        fechaNacimiento: fields.FechaNacimiento === undefined ? undefined : toIsoDate(fields.FechaNacimiento),
        passwordHash: fields.Password1 === undefined ? undefined : await hashPassword(fields.Password1),
      };
      const linkToken = mailChange ? newSecretToken() : undefined;
      await db.transaction(async (tx) => {
        await members.updateMember(tx, session.id, changes);
        // A new password ends every other session; the one that changed it stays signed in.
        if (changes.passwordHash) await revokeMemberSessions(tx, session.id, session.tokenHash);
        if (mailChange && linkToken)
          await tokens.insertMailChangeToken(tx, hashToken(linkToken), session.id, mailChange);
      });
      if (changes.passwordHash) await mailer.send(passwordChangedNoticeMail(current.mail, publicUrl));
      if (mailChange && linkToken) {
        const link = `${publicUrl}/confirm-email#token=${encodeURIComponent(linkToken)}`;
        await mailer.send(mailChangeLinkMail(mailChange, link));
        return { mailChangePending: true };
      }
      return { mailChangePending: false };
    },

    /** Follows the link sent to a new address: the address changes now, and the old one is told. */
    async confirmMailChange(token: string) {
      const result = await db
        .transaction(async (tx) => {
          const pending = await tokens.consumeMailChangeToken(tx, hashToken(token));
          if (!pending) throw badRequest(serverMessages.invalidMailChangeToken);
          const current = await members.getNamesAndMail(tx, pending.member_id);
          if (!current) throw badRequest(serverMessages.invalidMailChangeToken);
          if (await members.findMemberIdByMail(tx, pending.new_mail))
            throw conflict(serverMessages.mailTaken);
          await members.updateMember(tx, pending.member_id, { mail: pending.new_mail });
          await tokens.discardMailChangeTokens(tx, pending.member_id);
          return { oldMail: current.mail, newMail: pending.new_mail };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'members_mail_key')) throw conflict(serverMessages.mailTaken);
          throw error;
        });
      await mailer.send(mailChangedNoticeMail(result.oldMail, result.newMail, publicUrl));
    },

    async updatePhoto(memberId: number, foto: string) {
      const photo = await decodePhoto(foto);
      await members.upsertPhoto(db, memberId, photo.mime, photo.bytes);
      return photo.bytes.toString('base64');
    },
  };
}
