import type { z } from 'zod';

/** An empty field is no filter; what is typed is trimmed. */
export const blankIsNone = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** Only the filters that are set, as query-string pairs: the screen's own address and the calls'. */
export const filterParams = (filters: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** `path` with the query string, or without '?' when there is none. */
export const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/**
 * A search screen whose filters live in the address (so a search can be shared, survives a reload and
 * comes back with 'Atrás'): one text field per key, read by the form's schema into the contract's filters.
 */
export function addressFilters<Key extends string, Filters>(
  schema: z.ZodType<Partial<Record<Key, unknown>>, Record<Key, string>>,
  keys: readonly Key[],
) {
  /** Every field blank: the form after 'Limpiar'. */
  const empty = Object.fromEntries(keys.map((key) => [key, ''])) as Record<Key, string>;

  /** The form's values as the address gives them (a shared or reloaded search). */
  const formValuesOf = (params: URLSearchParams) =>
    Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>;

  /** The filters of the address, or null when one of them is not valid (the form then says which). */
  const filtersOf = (params: URLSearchParams): Filters | null => {
    const parsed = schema.safeParse(formValuesOf(params));
    if (!parsed.success) return null;
    return Object.fromEntries(
      Object.entries(parsed.data).filter(([, value]) => value !== undefined),
    ) as Filters;
  };

  return { empty, formValuesOf, filtersOf };
}
