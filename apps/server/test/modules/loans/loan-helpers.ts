import { paths } from '@portal/contract';
import type { Db } from '../../../src/db/connection';
import { outbox } from '../../support/mail';
import { signaturePng } from './legajo/sample-legajo';

type Post = (url: string, body?: unknown) => Promise<{ statusCode: number; json(): any }>;

/** A signature as the app sends it: the canvas's data URL. */
export const signature = (png: Uint8Array = signaturePng()) =>
  `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

/** The code of the newest loan-confirmation e-mail to `mail`, read as the member reads it. */
export async function lastCode(db: Db, mail: string) {
  const [message] = (await outbox(db, mail)).filter((m) => m.subject.startsWith('Código para confirmar'));
  const code = message && /^ {4}(\d{6})$/m.exec(message.text_body)?.[1];
  if (!code) throw new Error(`no confirmation code mailed to ${mail}`);
  return code;
}

/** Asks for a code and reads it from the outbox. */
export async function requestCode(post: Post, db: Db, member: { uat: string; mail: string }, loanId: number) {
  const res = await post(paths.requestToken, { uat: member.uat, PrestamoId: loanId });
  if (res.statusCode !== 200)
    throw new Error(`SolicitaToken answered ${res.statusCode}: ${JSON.stringify(res.json())}`);
  return lastCode(db, member.mail);
}

/** Everything a loan call could change, to prove that a refused call changed nothing. */
export async function loanSnapshot(db: Db, loanId: number) {
  const q = async (sql: string) => JSON.stringify(await db.query(sql, [loanId]));
  return {
    loan: await q('SELECT estado, saldo, confirmed_at, updated_at FROM loans WHERE id = $1'),
    code: await q(
      'SELECT code_hash, attempts, expires_at, used_at FROM loan_confirmation_codes WHERE loan_id = $1',
    ),
    signature: await q('SELECT count(*)::int AS n FROM loan_signatures WHERE loan_id = $1'),
    file: await q('SELECT count(*)::int AS n FROM loan_files WHERE loan_id = $1'),
    movements: await q('SELECT count(*)::int AS n FROM loan_movements WHERE loan_id = $1'),
    notifications: await q(
      'SELECT count(*)::int AS n FROM notifications WHERE member_id = (SELECT member_id FROM loans WHERE id = $1)',
    ),
    mails: await q(
      `SELECT count(*)::int AS n FROM mail_outbox
        WHERE lower(to_address) = (SELECT lower(m.mail) FROM loans l JOIN members m ON m.id = l.member_id WHERE l.id = $1)`,
    ),
  };
}
