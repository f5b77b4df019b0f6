import { serverMessages } from '@portal/contract';
import type { Db } from '../../plugins/db';
import type { Mailer } from '../../plugins/mail';
import type { RateLimiter } from '../../plugins/rate-limit';
import { HttpError, badRequest, conflict, forbidden, tooManyAttempts, unauthorized } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { AccountLimits } from './limits';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { hashCode, hashToken, newRegistrationCode, newReference, newSecretToken } from './tokens';
import { alreadyRegisteredMail, passwordResetMail, registrationCodeMail } from './mail-templates';
import { decodePhoto } from './photo';
import { requireSession, requireToken, startSession, type SessionBody } from './sessions';
import { revokeMemberSessions, revokeSession, touchSession } from './session-repository';
import { toMemberFields } from './member-view';
import * as members from './repository';
import * as tokens from './token-repository';

export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
  limits: AccountLimits;
}

export interface RegisterInput {
  NumeroDocumento: string;
  Mail: string;
  Password1: string;
  Password2: string;
  Apellido: string;
  Nombres: string;
  Celular: string;
  Token: string;
}

export interface ProfileInput extends SessionBody {
  Nombres?: string | undefined;
  Apellido?: string | undefined;
  Celular?: string | undefined;
  Mail?: string | undefined;
  Domicilio?: string | undefined;
  FechaNacimiento?: string | undefined;
  Password1?: string | undefined;
  Password2?: string | undefined;
}

const invalidRegistrationToken = () => new HttpError(500, serverMessages.invalidRegistrationToken);
const toIsoDate = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');
const mailKey = (mail: string) => mail.trim().toLowerCase();

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService({ db, mailer, limiter, publicUrl, limits }: AccountsDeps) {
  async function memberView(memberId: number) {
    const member = await members.getMemberView(db, memberId);
    if (!member) throw unauthorized();
    return toMemberFields(member);
  }

  /** Throws 429 when either key already reached its limit; otherwise counts this request. */
  async function limitMail(recipient: string, address: string, kind: string) {
    const [perRecipient, perAddress] = await Promise.all([
      limiter.hit(`${kind}:mail:${mailKey(recipient)}`, limits.mailPerRecipient.windowSeconds),
      limiter.hit(`${kind}:addr:${address}`, limits.mailPerAddress.windowSeconds),
    ]);
    if (perRecipient > limits.mailPerRecipient.max || perAddress > limits.mailPerAddress.max) throw tooManyAttempts();
  }

  return {
    async login(mail: string, password: string, address: string) {
      const accountKey = `login:mail:${mailKey(mail)}`;
      const addressKey = `login:addr:${address}`;
      const [accountFailures, addressFailures] = await Promise.all([limiter.count(accountKey), limiter.count(addressKey)]);
      if (accountFailures >= limits.loginPerAccount.max || addressFailures >= limits.loginPerAddress.max) throw tooManyAttempts();

      const credentials = await members.findCredentials(db, mail.trim());
      const ok = credentials ? await verifyPassword(credentials.password_hash, password) : await verifyAgainstDummy(password);
      if (!credentials || !ok) {
        await Promise.all([
          limiter.hit(accountKey, limits.loginPerAccount.windowSeconds),
          limiter.hit(addressKey, limits.loginPerAddress.windowSeconds),
        ]);
        throw new HttpError(401, serverMessages.badCredentials);
      }
      await limiter.reset(accountKey);
      const uat = await startSession(db, credentials.id);
      return { UAT: uat, ...(await memberView(credentials.id)) };
    },

    async userData(body: SessionBody) {
      const tokenHash = requireToken(body);
      const member = await members.getMemberViewBySession(db, tokenHash);
      if (!member) throw unauthorized();
      if (member.session_stale) await touchSession(db, tokenHash);
      return toMemberFields(member);
    },

    async logout(body: SessionBody) {
      const token = body.UAT || body.uat;
      if (token) await revokeSession(db, hashToken(token));
    },

    async organismos() {
      const rows = await members.listOrganismos(db);
      return rows.map((o) => ({ Id: o.id, Nombre: o.nombre }));
    },

    /** Same answer whether or not the e-mail has an account: only the mailbox learns which. */
    async preRegister(mail: string, organismoId: number, address: string) {
      const organismo = await members.findOrganismo(db, organismoId);
      if (!organismo || organismo.id <= 0) throw badRequest(serverMessages.unknownOrganismo);
      await limitMail(mail, address, 'preregister');
      const reference = newReference();
      if (await members.findMemberIdByMail(db, mail)) {
        await mailer.send(alreadyRegisteredMail(mail, publicUrl));
      } else {
        const code = newRegistrationCode();
        await tokens.insertRegistrationToken(db, { reference, mail, organismoId: organismo.id, codeHash: hashCode(code) });
        await mailer.send(registrationCodeMail(mail, code));
      }
      return reference;
    },

    async register(input: RegisterInput) {
      if (input.Password1 !== input.Password2) throw badRequest(serverMessages.passwordsDoNotMatch);
      const open = await tokens.openRegistrationTokens(db, input.Mail);
      const codeHash = hashCode(input.Token);
      const token = open.find((t) => t.code_hash === codeHash);
      if (!token) {
        if (open.length > 0) await tokens.countFailedAttempt(db, open.map((t) => t.id));
        throw invalidRegistrationToken();
      }
      // The organismo chosen at pre-registration is the one the e-mailed token vouches for.
      const organismo = await members.findOrganismo(db, token.organismo_id);
      if (!organismo) throw invalidRegistrationToken();
      const passwordHash = await hashPassword(input.Password1);
      try {
        await db.transaction(async (tx) => {
          if (await members.dniTaken(tx, input.NumeroDocumento)) throw conflict(serverMessages.dniTaken);
          if (await members.findMemberIdByMail(tx, input.Mail)) throw conflict(serverMessages.mailTaken);
          if (!(await tokens.consumeRegistrationToken(tx, token.id))) throw invalidRegistrationToken();
          await members.insertMember(tx, {
            dni: input.NumeroDocumento,
            mail: input.Mail,
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

    async recoverPassword(mail: string, address: string) {
      await limitMail(mail, address, 'recover');
      const memberId = await members.findMemberIdByMail(db, mail);
      if (!memberId) return;
      const token = newSecretToken();
      await tokens.insertResetToken(db, hashToken(token), memberId);
      const registered = (await members.getNamesAndMail(db, memberId))?.mail ?? mail;
      await mailer.send(passwordResetMail(registered, `${publicUrl}/update-password#token=${encodeURIComponent(token)}`));
    },

    async updatePassword(token: string, password1: string, password2: string) {
      if (password1 !== password2) throw badRequest(serverMessages.passwordsDoNotMatch);
      const passwordHash = await hashPassword(password1);
      await db.transaction(async (tx) => {
        const memberId = await tokens.consumeResetToken(tx, hashToken(token));
        if (memberId === undefined) throw badRequest(serverMessages.invalidResetToken);
        await members.setPasswordHash(tx, memberId, passwordHash);
        await tokens.discardResetTokens(tx, memberId);
        await revokeMemberSessions(tx, memberId);
      });
    },

    async updateProfile(body: ProfileInput) {
      const session = await requireSession(db, body);
      const { uat: _uat, UAT: _UAT, ...fields } = body;
      if (!Object.values(fields).some((v) => v !== undefined)) throw badRequest(serverMessages.nothingToUpdate);
      const current = await members.getNamesAndMail(db, session.memberId);
      if (!current) throw unauthorized();
      if (fields.Nombres !== undefined && fields.Nombres !== current.nombres) throw forbidden(serverMessages.namesBySupport);
      if (fields.Apellido !== undefined && fields.Apellido !== current.apellido) throw forbidden(serverMessages.namesBySupport);
      if ((fields.Password1 === undefined) !== (fields.Password2 === undefined)) throw badRequest('Completá ambos campos de contraseña');
      if (fields.Password1 !== fields.Password2) throw badRequest(serverMessages.passwordsDoNotMatch);

      const changes: members.ProfileChanges = {
        mail: fields.Mail !== undefined && fields.Mail.toLowerCase() !== current.mail.toLowerCase() ? fields.Mail : undefined,
        celular: fields.Celular,
        domicilio: fields.Domicilio === undefined ? undefined : fields.Domicilio || null,
        fechaNacimiento: fields.FechaNacimiento === undefined ? undefined : toIsoDate(fields.FechaNacimiento),
        passwordHash: fields.Password1 === undefined ? undefined : await hashPassword(fields.Password1),
      };
      try {
        await db.transaction(async (tx) => {
          if (changes.mail && (await members.findMemberIdByMail(tx, changes.mail))) throw conflict(serverMessages.mailTaken);
          await members.updateMember(tx, session.memberId, changes);
          // A new password ends every other session; the one that changed it stays signed in.
          if (changes.passwordHash) await revokeMemberSessions(tx, session.memberId, session.tokenHash);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'members_mail_key')) throw conflict(serverMessages.mailTaken);
        throw error;
      }
    },

    async updatePhoto(body: SessionBody & { Foto: string }) {
      const { memberId } = await requireSession(db, body);
      const photo = decodePhoto(body.Foto);
      await members.upsertPhoto(db, memberId, photo.mime, photo.bytes);
      return photo.bytes.toString('base64');
    },
  };
}
