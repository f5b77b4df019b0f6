import { cuitCheckDigit, paths } from '@portal/contract';
import type { Db } from '../../../src/db/connection';
import { outbox } from '../../support/mail';

/** The member's CUIL: prefix 20, the DNI padded to eight digits, the check digit. */
export const cuilOf = (dni: string, prefix = '20') => {
  const first10 = `${prefix}${dni.padStart(8, '0')}`;
  return `${first10}${cuitCheckDigit(first10)}`;
};

/** Valid CBUs and CVUs (both check digits right, BCRA's algorithm). */
export const CBU_NACION = '0110599520000001234569';
export const CBU_GALICIA = '0070999003000001234568';
export const CBU_EXAMPLE = '2850590940090418135201';
export const CVU_MERCADO_PAGO = '0000003110001000000004';

export const memberDni = async (db: Db, memberId: number) =>
  (await db.query<{ dni: string }>('SELECT dni FROM members WHERE id = $1', [memberId]))[0]!.dni;

/** The 6-digit code of the newest code mail to `to`. */
export async function lastAccountCode(db: Db, to: string) {
  const mail = (await outbox(db, to)).find((m) => m.subject.startsWith('Código para confirmar la cuenta'));
  const code = mail && /^ {4}(\d{6})$/m.exec(mail.text_body)?.[1];
  if (!code) throw new Error(`no account code mailed to ${to}`);
  return code;
}

type Post = (url: string, body?: unknown) => Promise<{ statusCode: number; json: () => any }>;

export const requestChange = (post: Post, uat: string, fields: Record<string, unknown>) =>
  post(paths.updateBankAccount, { uat, ...fields });

export const confirmChange = (post: Post, uat: string, Codigo: string) =>
  post(paths.confirmBankAccount, { uat, Codigo });
