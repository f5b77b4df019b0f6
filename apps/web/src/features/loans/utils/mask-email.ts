/** How many hidden characters are shown: a fixed count, so the mask does not tell the length of the name. */
const HIDDEN = '*******';

/**
 * The e-mail shown after its first two characters: "socio@demo.com.ar" -> "so*******@demo.com.ar".
 * A name of one or two characters keeps what it has; a text without '@' is masked the same way.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed === '') return '';
  const at = trimmed.lastIndexOf('@');
  const name = at === -1 ? trimmed : trimmed.slice(0, at);
  const domain = at === -1 ? '' : trimmed.slice(at);
  return `${name.slice(0, 2)}${HIDDEN}${domain}`;
}
