import { PageSizes, rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { toWinAnsi } from './win-ansi';

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN_X = 50;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const TOP = PAGE_HEIGHT - 50;
/** Space kept free at the bottom for the footer. */
const BOTTOM = 62;

export const colors = {
  text: rgb(0.13, 0.15, 0.18),
  muted: rgb(0.4, 0.43, 0.48),
  accent: rgb(0.08, 0.27, 0.47),
  rule: rgb(0.78, 0.81, 0.85),
  band: rgb(0.93, 0.95, 0.97),
};

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
}

/**
 * Writes top to bottom over as many A4 pages as it takes. `y` is the top of the next free line; a
 * block that does not fit in what is left of the page asks for room first and starts a new page.
 */
export class PageWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = TOP;
  /** Called after each new page is added (the schedule table repeats its header with it). */
  onNewPage: (() => void) | null = null;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.addPage();
  }

  private addPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = TOP;
  }

  /** Makes sure `height` points fit below y, starting a new page otherwise. */
  ensure(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.addPage();
    this.onNewPage?.();
  }

  fontOf(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.font;
  }

  clean(text: string, style: TextStyle = {}): string {
    return toWinAnsi(this.fontOf(style), text);
  }

  width(text: string, style: TextStyle = {}): number {
    return this.fontOf(style).widthOfTextAtSize(this.clean(text, style), style.size ?? 10);
  }

  /** Draws one line with its baseline at `baseline` (absolute), left-aligned at x. */
  textAt(text: string, x: number, baseline: number, style: TextStyle = {}): void {
    this.page.drawText(this.clean(text, style), {
      x,
      y: baseline,
      size: style.size ?? 10,
      font: this.fontOf(style),
      color: style.color ?? colors.text,
    });
  }

  /** Right-aligned variant: the text ends at `right`. */
  textRight(text: string, right: number, baseline: number, style: TextStyle = {}): void {
    this.textAt(text, right - this.width(text, style), baseline, style);
  }

  /** Breaks text into lines no wider than maxWidth (words longer than a line are cut). */
  wrap(text: string, maxWidth: number, style: TextStyle = {}): string[] {
    const words = this.clean(text, style).split(/ +/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, style) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (this.width(line, style) > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && this.width(line.slice(0, cut), style) > maxWidth) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [''];
  }

  /** The text, cut with "..." when wider than maxWidth. */
  fit(text: string, maxWidth: number, style: TextStyle = {}): string {
    let out = this.clean(text, style);
    if (this.width(out, style) <= maxWidth) return out;
    while (out.length > 0 && this.width(`${out}...`, style) > maxWidth) out = out.slice(0, -1);
    return `${out.trimEnd()}...`;
  }

  /** A paragraph at the current y, wrapped to `maxWidth`; moves y below it. */
  paragraph(text: string, style: TextStyle = {}, x = MARGIN_X, maxWidth = CONTENT_WIDTH): void {
    const size = style.size ?? 10;
    const leading = size * 1.4;
    for (const line of this.wrap(text, maxWidth, style)) {
      this.ensure(leading);
      this.textAt(line, x, this.y - size, style);
      this.y -= leading;
    }
  }

  rule(y = this.y, color = colors.rule, thickness = 0.75): void {
    this.page.drawLine({
      start: { x: MARGIN_X, y },
      end: { x: MARGIN_X + CONTENT_WIDTH, y },
      thickness,
      color,
    });
  }

  gap(points: number): void {
    this.y -= points;
  }
}
