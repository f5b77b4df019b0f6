/** The default texts of docs/product.md#errors, used when the server gives no message of its own. */
export const loanErrorDefaults = {
  loans: 'Error al obtener préstamos',
  movements: 'Error al obtener transacciones',
  requestToken: 'Error al solicitar token',
  cancel: 'Error al anular préstamo',
  confirm: 'Error al confirmar préstamo',
  file: 'Error al obtener legajo electrónico',
  pdf: 'Error al procesar el archivo PDF',
  download: 'Error al descargar legajo PDF',
  libreDeuda: 'Error al obtener libre deuda',
  downloadLibreDeuda: 'Error al descargar libre deuda PDF',
} as const;
