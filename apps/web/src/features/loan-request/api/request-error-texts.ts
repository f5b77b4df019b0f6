/** Default texts of docs/product.md#errors, used when the server gives no message of its own. */
export const requestErrorDefaults = {
  lines: 'Error al obtener líneas de préstamo',
  plans: 'Error al obtener planes disponibles',
  // The spec names no default for TraePrecancelaciones; the loans one is the closest of its catalogue.
  preCancellations: 'Error al obtener préstamos',
  request: 'Error al solicitar préstamo',
} as const;

/** Every loan request call may take a minute: a request carries five photos (docs/product.md, timeouts). */
export const REQUEST_TIMEOUT_MS = 60_000;
