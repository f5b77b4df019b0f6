import { maskCuit } from '@portal/contract';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../lib/html';
import { mailLayout as layout, mailTextFooter as footer } from '../../mail/layout';
import type { AccountFields } from './repository';
import { describeAccount } from './view';

const notYou =
  'Si usted no pidió este cambio, no comparta el código: cambie su contraseña y comuníquese con soporte. La cuenta registrada no cambia hasta que el código se ingresa.';

export function accountCodeMail(
  to: string,
  code: string,
  account: AccountFields,
  minutes: number,
): MailMessage {
  const what = `${describeAccount(account)}, titular CUIT/CUIL ${maskCuit(account.cuitTitular)}`;
  return {
    to,
    subject: 'Código para confirmar la cuenta donde recibirá sus préstamos',
    text:
      `Hola:\n\nPara que sus préstamos se acrediten en la cuenta ${what}, ingrese este código en el Portal de Socios:\n\n    ${code}\n\n` +
      `El código vence en ${minutes} minutos y sirve una sola vez. ${notYou}` +
      footer,
    html: layout(
      'Confirme la cuenta para acreditar préstamos',
      `<p>Para que sus préstamos se acrediten en la cuenta <strong>${escapeHtml(what)}</strong>, ingrese este código en el Portal de Socios:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;font-family:monospace;text-align:center">${escapeHtml(code)}</p>
<p>El código vence en ${minutes} minutos y sirve una sola vez. ${escapeHtml(notYou)}</p>`,
    ),
  };
}

/** Told to the member's address when an account is put in force; a replaced one is named too. */
export function accountSetMail(
  to: string,
  account: AccountFields,
  previous: AccountFields | null,
): MailMessage {
  const now = describeAccount(account);
  const replaced = previous ? ` Reemplaza a la cuenta anterior, ${describeAccount(previous)}.` : '';
  const warning = 'Si usted no hizo este cambio, comuníquese con soporte de inmediato.';
  return {
    to,
    subject: previous
      ? 'Cambió la cuenta donde recibirá sus préstamos'
      : 'Registró la cuenta donde recibirá sus préstamos',
    text:
      `Hola:\n\nDesde ahora sus préstamos se acreditan en la cuenta ${now}.${replaced}\n\n${warning}` +
      footer,
    html: layout(
      previous ? 'Cambió su cuenta para acreditar préstamos' : 'Registró su cuenta para acreditar préstamos',
      `<p>Desde ahora sus préstamos se acreditan en la cuenta <strong>${escapeHtml(now)}</strong>.${escapeHtml(replaced)}</p>
<p>${escapeHtml(warning)}</p>`,
    ),
  };
}
