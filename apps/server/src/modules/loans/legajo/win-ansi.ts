import type { PDFFont } from 'pdf-lib';

/**
 * The standard fonts encode WinAnsi only: Spanish letters (á é í ó ú ñ ü ¿ ¡) are in it, but a name
 * with "ő", an emoji or a Cyrillic letter would make pdf-lib throw. Such characters become their
 * unaccented base letter when there is one ("ő" -> "o"), else "?"; line breaks and tabs become spaces
 * because every string here is drawn on one line.
 */
export function toWinAnsi(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (supported.has(code)) out += char;
    else out += fallback(supported, char);
  }
  return out;
}

function fallback(supported: Set<number>, char: string): string {
  const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
  if (base && base !== char && [...base].every((c) => supported.has(c.codePointAt(0) ?? 0))) return base;
  if (/\s/u.test(char)) return ' ';
  return '?';
}
