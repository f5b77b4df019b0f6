/** ejercito-style flags: true, 1 or one of true/1/si/yes/y in any case (docs/product.md, "Calls"). Zod-free. */
const affirmative = new Set(['true', '1', 'si', 'yes', 'y']);

export function isAffirmative(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && affirmative.has(value.trim().toLowerCase());
}
