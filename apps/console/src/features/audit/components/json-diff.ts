/** A before or after of an audit row as an object of fields (null when there is none). */
export const asFields = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Sorted keys so that two objects with the same fields compare equal whatever their order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    asFields(v) ? Object.fromEntries(Object.entries(asFields(v)!).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** The fields whose value differs between before and after (added, removed or changed). */
export function changedKeys(before: unknown, after: unknown): Set<string> {
  const a = asFields(before) ?? {};
  const b = asFields(after) ?? {};
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return new Set(
    [...keys].filter((key) => !(key in a && key in b && canonical(a[key]) === canonical(b[key]))),
  );
}

/** One field as pretty JSON, its continuation lines indented under the key: `  "roles": [...]`. */
export const fieldLines = (key: string, value: unknown, last: boolean) =>
  `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}${last ? '' : ','}`;
