import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent } from '../../../../src/lib/money-format';
import { formatDate, formatDateTime } from '../../../../src/modules/loans/legajo/format';
import { toWinAnsi } from '../../../../src/modules/loans/legajo/win-ansi';

describe('legajo formatting (es-AR)', () => {
  it('money with thousands dots and 2 decimals', () => {
    expect(formatMoney(850_000)).toBe('$ 850.000,00');
    expect(formatMoney(65_744.98)).toBe('$ 65.744,98');
    expect(formatMoney(0.5)).toBe('$ 0,50');
    expect(formatMoney(999)).toBe('$ 999,00');
    expect(formatMoney(1_000)).toBe('$ 1.000,00');
    expect(formatMoney(99_999_999_999.99)).toBe('$ 99.999.999.999,99');
    expect(formatNumber(-1_234.5)).toBe('-1.234,50');
    expect(formatNumber(-0.001)).toBe('0,00');
  });

  it('matches what Intl gives for es-AR (same digits and separators)', () => {
    for (const v of [0, 1.5, 12_345.67, 1_000_000, 7_654_321.09]) {
      expect(formatNumber(v)).toBe(
        v.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
    }
  });

  it('percent with 2 decimals', () => {
    expect(formatPercent(85.5)).toBe('85,50%');
    expect(formatPercent(169.76)).toBe('169,76%');
    expect(formatPercent(0)).toBe('0,00%');
  });

  it('dates in Buenos Aires time (UTC-3), whatever the server zone', () => {
    expect(formatDateTime(new Date('2026-11-21T18:09:51Z'))).toBe('21/11/2026 15:09:51');
    // 01:30 UTC on the 1st is still the previous day in Buenos Aires.
    expect(formatDate(new Date('2026-01-01T01:30:00Z'))).toBe('31/12/2025');
    expect(() => formatDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('toWinAnsi', () => {
  it('keeps Spanish, replaces the rest', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(toWinAnsi(font, 'áéíóú ÁÉÍÓÚ ñÑ üÜ ¿¡ N° º €')).toBe('áéíóú ÁÉÍÓÚ ñÑ üÜ ¿¡ N° º €');
    expect(toWinAnsi(font, 'Őrs ŝ ă')).toBe('Ors s a');
    expect(toWinAnsi(font, 'a😀b Иb')).toBe('a?b ?b');
    expect(toWinAnsi(font, 'line\nbreak\ttab')).toBe('line break tab');
    // Decomposed input (e + combining acute) is composed first, so it stays "é".
    expect(toWinAnsi(font, 'Jose\u0301')).toBe('José');
    expect(() => font.encodeText(toWinAnsi(font, 'ĳ ǅ ẞ 中文 \u200b'))).not.toThrow();
  });
});
