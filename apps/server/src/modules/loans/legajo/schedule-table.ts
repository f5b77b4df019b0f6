import type { LegajoScheduleRow } from './legajo-data';
import { formatNumber } from '../../../lib/money-format';
import { CONTENT_WIDTH, MARGIN_X, colors, type PageWriter, type TextStyle } from './page-writer';

interface Column {
  title: string;
  width: number;
  value: (row: LegajoScheduleRow) => number;
}

const COLUMNS: Column[] = [
  { title: 'N°', width: 30, value: (r) => r.number },
  { title: 'Capital', width: 72, value: (r) => r.principalPaid },
  { title: 'Interés', width: 72, value: (r) => r.interest },
  { title: 'IVA s/interés', width: 68, value: (r) => r.ivaOnInterest },
  { title: 'Valor de cuota', width: 90, value: (r) => paymentOf(r) },
  { title: 'Saldo', width: CONTENT_WIDTH - 332, value: (r) => r.balance },
];

const ROW_HEIGHT = 14;
const HEADER_HEIGHT = 18;
const BODY: TextStyle = { size: 8.5 };
const PAD = 5;

export function paymentOf(row: LegajoScheduleRow): number {
  return row.payment ?? (Math.round(row.installment * 100) + Math.round(row.ivaOnInterest * 100)) / 100;
}

function drawHeader(w: PageWriter): void {
  w.page.drawRectangle({
    x: MARGIN_X,
    y: w.y - HEADER_HEIGHT,
    width: CONTENT_WIDTH,
    height: HEADER_HEIGHT,
    color: colors.accent,
  });
  let right = MARGIN_X;
  for (const column of COLUMNS) {
    right += column.width;
    w.textRight(column.title, right - PAD, w.y - 12, { size: 8, bold: true, color: colors.band });
  }
  w.y -= HEADER_HEIGHT;
}

/** One line of cells; numbers right-aligned and set smaller when a huge amount would overflow. */
function drawCells(w: PageWriter, texts: readonly string[], style: TextStyle, shade: boolean): void {
  if (shade) {
    w.page.drawRectangle({
      x: MARGIN_X,
      y: w.y - ROW_HEIGHT,
      width: CONTENT_WIDTH,
      height: ROW_HEIGHT,
      color: colors.band,
    });
  }
  let right = MARGIN_X;
  COLUMNS.forEach((column, k) => {
    right += column.width;
    const text = texts[k] ?? '';
    let size = style.size ?? 8.5;
    while (size > 5 && w.width(text, { ...style, size }) > column.width - 2 * PAD) size -= 0.25;
    w.textRight(text, right - PAD, w.y - 10, { ...style, size });
  });
  w.y -= ROW_HEIGHT;
}

/**
 * The whole schedule, amounts in ARS. A row that does not fit goes to a new page, which starts with
 * the header again; a totals line closes the table.
 */
export function scheduleTable(w: PageWriter, rows: readonly LegajoScheduleRow[]): void {
  w.ensure(HEADER_HEIGHT + 3 * ROW_HEIGHT);
  drawHeader(w);
  w.onNewPage = () => drawHeader(w);
  rows.forEach((row, k) => {
    // The last row keeps the totals line company: a totals line alone on a page reads as orphaned.
    w.ensure(k === rows.length - 1 ? 2 * ROW_HEIGHT + 2 : ROW_HEIGHT);
    drawCells(
      w,
      COLUMNS.map((c, index) => (index === 0 ? String(c.value(row)) : formatNumber(c.value(row)))),
      BODY,
      k % 2 === 1,
    );
  });
  w.onNewPage = null;
  w.ensure(ROW_HEIGHT + 2);
  w.rule(w.y, colors.accent, 1);
  const total = (pick: (r: LegajoScheduleRow) => number) =>
    formatNumber(rows.reduce((sum, r) => sum + Math.round(pick(r) * 100), 0) / 100);
  w.textAt('Total', MARGIN_X + PAD, w.y - 10, { ...BODY, bold: true });
  drawCells(
    w,
    [
      '',
      total((r) => r.principalPaid),
      total((r) => r.interest),
      total((r) => r.ivaOnInterest),
      total(paymentOf),
      '',
    ],
    { ...BODY, bold: true },
    false,
  );
}
