import { CONTENT_WIDTH, MARGIN_X, colors, type PageWriter, type TextStyle } from './page-writer';

export function sectionTitle(w: PageWriter, title: string): void {
  // Keep a title with at least a few lines of what follows it.
  w.ensure(70);
  w.gap(6);
  w.textAt(title, MARGIN_X, w.y - 11, { size: 11, bold: true, color: colors.accent });
  w.gap(17);
  w.rule(w.y, colors.accent, 1);
  w.gap(10);
}

export interface Field {
  label: string;
  value: string;
}

/** Label over value, in `columns` columns; long values wrap inside their column. */
export function fieldGrid(w: PageWriter, fields: readonly Field[], columns = 2): void {
  const columnWidth = CONTENT_WIDTH / columns;
  const valueStyle: TextStyle = { size: 10.5 };
  for (let start = 0; start < fields.length; start += columns) {
    const row = fields.slice(start, start + columns);
    const wrapped = row.map((f) => w.wrap(f.value, columnWidth - 12, valueStyle));
    const height = 12 + Math.max(...wrapped.map((lines) => lines.length)) * 14 + 6;
    w.ensure(height);
    row.forEach((field, k) => {
      const x = MARGIN_X + k * columnWidth;
      w.textAt(field.label, x, w.y - 8, { size: 8, color: colors.muted });
      (wrapped[k] ?? []).forEach((line, l) => w.textAt(line, x, w.y - 22 - l * 14, valueStyle));
    });
    w.gap(height);
  }
}

/** The loan's key figures in a row of boxes; a value too wide for its box is set smaller. */
export function figureBoxes(w: PageWriter, figures: readonly Field[]): void {
  const gapBetween = 8;
  const boxWidth = (CONTENT_WIDTH - gapBetween * (figures.length - 1)) / figures.length;
  const height = 48;
  w.ensure(height + 8);
  figures.forEach((figure, k) => {
    const x = MARGIN_X + k * (boxWidth + gapBetween);
    w.page.drawRectangle({ x, y: w.y - height, width: boxWidth, height, color: colors.band });
    w.page.drawRectangle({ x, y: w.y - height, width: 3, height, color: colors.accent });
    w.textAt(figure.label, x + 10, w.y - 15, { size: 7.5, color: colors.muted });
    let size = 13;
    while (size > 7 && w.width(figure.value, { size, bold: true }) > boxWidth - 16) size -= 0.5;
    w.textAt(figure.value, x + 10, w.y - 36, { size, bold: true });
  });
  w.gap(height + 10);
}
