import { paths } from '@portal/contract/paths';
import { callApi } from '@portal/test-support/api';
import { readMail } from '@portal/test-support/mailbox';
import { member, type MemberCredentials } from '@portal/test-support/sign-in';

export interface NewMember extends MemberCredentials {
  dni: string;
  nombres: string;
  apellido: string;
  celular: string;
}

let serial = 0;

/** An address nobody on the server has: `prefix` plus the time and a counter. */
export const uniqueMail = (prefix = 'socio.e2e') => `${prefix}.${Date.now()}.${++serial}@ejemplo.com.ar`;

/**
 * A new member of the main organismo for one test, so that what the test changes (profile, password,
 * e-mail) is nobody else's: pre-registered and registered through the API with the e-mailed code,
 * as the two registration screens would.
 */
export async function registerMember(serverUrl: string, fields: Partial<NewMember> = {}): Promise<NewMember> {
  const created: NewMember = {
    mail: uniqueMail(),
    password: 'Primera123',
    dni: String(40_000_000 + ++serial),
    nombres: 'Paula Andrea',
    apellido: 'Suárez',
    celular: '1155667788',
    ...fields,
  };
  await callApi(serverUrl, paths.preRegister, { eMail: created.mail, OrganismoId: 2 });
  const code = await readMail(serverUrl, created.mail, /\b([A-Z0-9]{4}-[A-Z0-9]{4})\b/);
  await callApi(serverUrl, paths.register, {
    NumeroDocumento: created.dni,
    Mail: created.mail,
    Password1: created.password,
    Password2: created.password,
    Apellido: created.apellido,
    Nombres: created.nombres,
    Celular: created.celular,
    Token: code,
    OrganismoId: 2,
    EmpresaId: 2,
  });
  return created;
}

/** The token of a link such as https://host/update-password#token=abc. */
const fragmentToken = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? '';

/** Changes a member's password the way a forgotten one is changed: the recovery e-mail's link, then the new one. */
export async function resetPassword(serverUrl: string, mail: string, password: string): Promise<void> {
  await callApi(serverUrl, paths.recoverPassword, { Mail: mail });
  const link = await readMail(serverUrl, mail, /(https?:\/\/\S+\/update-password#token=[\w-]+)/);
  await callApi(serverUrl, paths.updatePassword, {
    Token: fragmentToken(link),
    Password1: password,
    Password2: password,
  });
}

/**
 * Asks, from the profile, for the member's address to become `newMail` (with the current password, as the
 * editor does) and answers the link e-mailed to the new address; nothing changes until it is followed.
 */
export async function requestMailChange(
  serverUrl: string,
  credentials: MemberCredentials,
  newMail: string,
): Promise<string> {
  const { UAT } = await member.login(serverUrl, credentials);
  await callApi(serverUrl, paths.updateProfile, { UAT, Mail: newMail, PasswordActual: credentials.password });
  return readMail(serverUrl, newMail, /(https?:\/\/\S+\/confirm-email#token=[\w-]+)/);
}

/** Follows an e-mail change link as /confirm-email does: the change takes effect. */
export async function confirmMailChange(serverUrl: string, link: string): Promise<void> {
  await callApi(serverUrl, paths.confirmMailChange, { Token: fragmentToken(link) });
}
