import { identityLine, printedIdentity, type PrintedIdentity } from '@portal/contract';
import { CONTENT_WIDTH, MARGIN_X, PAGE_WIDTH, colors, type PageWriter } from './page-writer';

/** Before an identity is known (documents rendered by tests, or by an installation not set up yet). */
const UNKNOWN = printedIdentity(null);

/**
 * The top of every document the association issues (legajo, receipt, libre deuda): the accent band, the
 * association's name and, under it, its CUIT, INAES registration and address as far as they are known;
 * the issue date on the right, then the title. Leaves y under the title.
 */
export function letterhead(
  w: PageWriter,
  identity: PrintedIdentity | undefined,
  title: string,
  issued: string,
): void {
  const who = identity ?? UNKNOWN;
  w.page.drawRectangle({ x: 0, y: w.y + 30, width: PAGE_WIDTH, height: 20, color: colors.accent });
  const right = MARGIN_X + CONTENT_WIDTH;
  const issuedStyle = { size: 8.5, color: colors.muted };
  const nameWidth = CONTENT_WIDTH - w.width(issued, issuedStyle) - 20;
  const nameStyle = { size: 8.5, bold: true, color: colors.muted };
  w.textAt(w.fit(who.nombre.toUpperCase(), nameWidth, nameStyle), MARGIN_X, w.y - 8, nameStyle);
  w.textRight(issued, right, w.y - 8, issuedStyle);
  const details = who.datos.join(' - ');
  const detailStyle = { size: 7.5, color: colors.muted };
  if (details) w.textAt(w.fit(details, CONTENT_WIDTH, detailStyle), MARGIN_X, w.y - 19, detailStyle);
  w.textAt(title, MARGIN_X, w.y - 44, { size: 20, bold: true, color: colors.accent });
  w.gap(52);
}

/** The PDF's author: the association as one line. */
export const authorOf = (identity: PrintedIdentity | undefined) => identityLine(identity ?? UNKNOWN);
