/*
 * News text comes from an editor and may hold HTML (docs/product.md#routes: shown as text, never as HTML).
 * It is turned into plain paragraphs with string operations only: no DOMParser, no innerHTML, so nothing
 * in the text is ever parsed by the browser (no <img onerror>, no <script>, no request for a src).
 * The result is rendered as React text children, which escapes whatever is left.
 */

const named: Record<string, string> = {
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  agrave: 'à',
  egrave: 'è',
  igrave: 'ì',
  ograve: 'ò',
  ugrave: 'ù',
  Agrave: 'À',
  Egrave: 'È',
  Igrave: 'Ì',
  Ograve: 'Ò',
  Ugrave: 'Ù',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  uuml: 'ü',
  Uuml: 'Ü',
  ccedil: 'ç',
  Ccedil: 'Ç',
  iexcl: '¡',
  iquest: '¿',
  ordf: 'ª',
  ordm: 'º',
  deg: '°',
  euro: '€',
  cent: '¢',
  pound: '£',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  sbquo: '‚',
  bdquo: '„',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  sect: '§',
  para: '¶',
  copy: '©',
  reg: '®',
  trade: '™',
  times: '×',
  divide: '÷',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  nbsp: '\u00a0',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

/** One pass, so '&amp;lt;' reads '&lt;' and never '<'. Unknown or invalid references stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g,
    (whole, ref: string) => {
      if (ref.startsWith('#')) {
        const code =
          ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
        return valid ? String.fromCodePoint(code) : '\uFFFD';
      }
      return named[ref] ?? whole;
    },
  );
}

// A tag whose quoted attribute values may hold '>' (e.g. <img onerror="a>b">).
const TAG = /<\/?[a-zA-Z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/g;
const BLOCK_END = /<\/(?:p|div|h[1-6]|blockquote|ul|ol|table|section|article)\s*>/gi;
const LINE_END = /<br\s*\/?>|<\/(?:li|tr)\s*>/gi;
const HAS_MARKUP = /<\/?(?:p|br|div|li|h[1-6]|blockquote|tr)\b/i;

/** The text of an editor's HTML: tags out, entities decoded, paragraphs and line breaks kept. */
export function htmlToText(html: string): string {
  let text = html
    // Elements whose content is code, not text, go with their content.
    .replace(/<(script|style|template|iframe|object|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style|template|iframe|object|noscript)\b[\s\S]*$/gi, '')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  // In HTML, source line breaks are spaces; in plain text they are the only structure there is.
  if (HAS_MARKUP.test(text)) text = text.replace(/\s+/g, ' ');
  text = text
    .replace(BLOCK_END, '\n\n')
    .replace(LINE_END, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(TAG, '');
  return decodeEntities(text)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Paragraphs of htmlToText, for one <p> each; single line breaks stay inside a paragraph. */
export const toParagraphs = (html: string) =>
  htmlToText(html)
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '');
