import type { ConsoleNews, ConsoleOrganismo } from '@portal/contract';

/** 'Todos los socios', or the short names of the organismos whose members read it. */
export function audienceText(
  item: Pick<ConsoleNews, 'paraTodos' | 'organismoIds'>,
  organismos?: ConsoleOrganismo[],
) {
  if (item.paraTodos) return 'Todos los socios';
  const names = item.organismoIds.map(
    (id) => organismos?.find((o) => o.id === id)?.nombreCorto ?? `Organismo ${id}`,
  );
  return names.join(', ');
}
