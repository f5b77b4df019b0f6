import { identityLine, printedIdentity, type PrintedIdentity } from '@portal/contract';
import type { Queryable } from '../db/connection';
import { escapeHtml } from '../lib/html';
import type { MailMessage } from './mailer';

/**
 * Every e-mail's footer names the association (issue 25). Templates are written before anyone knows who
 * that is, and an administrador may change it at any time, so the layout leaves these marks and the mailer
 * writes the identity in, read from the settings in the transaction that queues the mail.
 */
export const FOOTER_HTML_MARK = '<!--asociacion-->';
export const FOOTER_TEXT_MARK = '{{asociacion}}';

/** Reads the identity the footer prints (settings' readPrintedIdentity); app.ts passes it to the mailer. */
export type IdentityReader = (q: Queryable) => Promise<PrintedIdentity>;

const unknown: IdentityReader = async () => printedIdentity(null);

/** The messages with the footer written in; a message without the marks is left as it is. */
export async function signMessages<M extends MailMessage>(
  q: Queryable,
  messages: readonly M[],
  read: IdentityReader = unknown,
): Promise<M[]> {
  if (!messages.some((m) => m.html.includes(FOOTER_HTML_MARK) || m.text.includes(FOOTER_TEXT_MARK)))
    return [...messages];
  const line = identityLine(await read(q));
  return messages.map((m) => ({
    ...m,
    html: m.html.replaceAll(FOOTER_HTML_MARK, escapeHtml(line)),
    text: m.text.replaceAll(FOOTER_TEXT_MARK, line),
  }));
}
