import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../lib/html';
import { mailLayout, mailTextFooter } from '../../mail/layout';
import { formatMoney, formatPercent } from '../../lib/money-format';

export interface CodeMailLoan {
  id: number;
  producto: string;
  montoPrestado: number;
}

export function loanCodeMail(to: string, code: string, loan: CodeMailLoan, ttlMinutes: number): MailMessage {
  const what = `el préstamo N° ${loan.id} (${loan.producto}) por ${formatMoney(loan.montoPrestado)}`;
  const warning =
    'Si usted no está confirmando un préstamo, no comparta este código y comuníquese con la mutual.';
  return {
    to,
    subject: `Código para confirmar su préstamo N° ${loan.id}`,
    text:
      `Hola:\n\nPara confirmar ${what} ingrese este código en el Portal de Socios:\n\n    ${code}\n\n` +
      `El código vence en ${ttlMinutes} minutos y sirve una sola vez. Si pide uno nuevo, este deja de valer.\n${warning}` +
      mailTextFooter,
    html: mailLayout(
      'Confirme su préstamo',
      `<p>Para confirmar ${escapeHtml(what)} ingrese este código en el Portal de Socios:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;font-family:monospace;text-align:center">${escapeHtml(code)}</p>
<p>El código vence en ${ttlMinutes} minutos y sirve una sola vez. Si pide uno nuevo, este deja de valer.</p>
<p>${escapeHtml(warning)}</p>`,
    ),
  };
}

export interface LegajoMailLoan {
  id: number;
  producto: string;
  montoPrestado: number;
  /** The first month's deduction, IVA on interest included. */
  montoCuota: number;
  cantidadCuotas: number;
  tna: number;
  tea: number;
  cft: number;
}

/** After a confirmation: the signed legajo attached, with the loan's terms in the body (docs/product.md#e-mail). */
export function legajoMail(to: string, loan: LegajoMailLoan, pdf: Uint8Array): MailMessage {
  const filename = `legajo-${loan.id}.pdf`;
  const terms: [string, string][] = [
    ['Monto prestado', formatMoney(loan.montoPrestado)],
    ['Cantidad de cuotas', String(loan.cantidadCuotas)],
    ['Valor de cuota', `${formatMoney(loan.montoCuota)} (primera cuota, IVA incluido)`],
    ['TNA', formatPercent(loan.tna)],
    ['TEA', formatPercent(loan.tea)],
    ['CFT', formatPercent(loan.cft)],
  ];
  const intro = `Confirmó con su firma el préstamo N° ${loan.id} (${loan.producto}). Le adjuntamos el legajo electrónico firmado (${filename}) con sus condiciones:`;
  const next =
    'Le avisaremos cuando el dinero se acredite. El legajo también está en el Portal de Socios, en el detalle del préstamo.';
  return {
    to,
    subject: `Préstamo N° ${loan.id} confirmado: su legajo electrónico`,
    text:
      `Hola:\n\n${intro}\n\n${terms.map(([k, v]) => `    ${k}: ${v}`).join('\n')}\n\n${next}` +
      mailTextFooter,
    html: mailLayout(
      'Préstamo confirmado',
      `<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${terms
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>
<p>${escapeHtml(next)}</p>`,
    ),
    attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
  };
}
