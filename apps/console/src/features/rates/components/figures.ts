/** '114,92 %', or a dash when the server could not compute it. */
export const percent = (value: number | null) =>
  value === null
    ? '—'
    : `${value.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
