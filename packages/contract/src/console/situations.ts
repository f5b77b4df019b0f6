/**
 * The regulator's arrears situations (month-end.md section 3: BCRA consumer rules, INAES portfolio annex),
 * named one way everywhere: the loans search and the collections list (filters, cells, files), the loan
 * file, the provision rates.
 */
export const situaciones = [1, 2, 3, 4, 5] as const;
export type SituacionNumero = (typeof situaciones)[number];

/** The days past due each situation holds. */
export const situationLimits: Record<SituacionNumero, string> = {
  1: 'Hasta 31 días de atraso',
  2: 'Hasta 90 días de atraso',
  3: 'Hasta 180 días de atraso',
  4: 'Hasta 365 días de atraso',
  5: 'Más de 365 días de atraso',
};

/** 'Situación 2: hasta 90 días de atraso'; a number out of 1 to 5 is named by its number alone. */
export const situationLabel = (situacion: number): string => {
  const limit = situationLimits[situacion as SituacionNumero];
  return limit ? `Situación ${situacion}: ${limit.toLowerCase()}` : `Situación ${situacion}`;
};

/** The five situations as the options of a filter (value '1' to '5'). */
export const situationOptions = situaciones.map((s) => ({ value: String(s), label: situationLabel(s) }));
