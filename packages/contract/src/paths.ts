/**
 * Every call of docs/product.md "Calls", with the path as the product writes it.
 * The server matches paths case-insensitively; the app sends exactly these.
 * Kept free of zod so the app's first chunk can import it without pulling in the schemas.
 */
export const paths = {
  login: '/api/musuario/login20',
  userData: '/api/MUsuario/TraeDatosUsuario',
  preRegister: '/api/musuario/PreRegistro20',
  register: '/api/musuario/RegistraPersona20',
  recoverPassword: '/api/MUsuario/RecuperaPassword',
  updatePassword: '/api/Auth/ActualizaPassword',
  updateProfile: '/api/MUsuario/ActualizaDatosPersona',
  updatePhoto: '/api/MUsuario/ActualizaFoto',
  confirmMailChange: '/api/MUsuario/ConfirmaCambioMail',
  updateBankAccount: '/api/MUsuario/ActualizaCuentaBancaria',
  confirmBankAccount: '/api/MUsuario/ConfirmaCuentaBancaria',
  organismos: '/api/musuario/TraeOrganismos',
  supportContact: '/api/musuario/TraeContactoSoporte',
  logout: '/api/musuario/logout',
  news: '/api/MNovedades/TraeNovedades',
  notifications: '/api/mnovedades/TraeMisNotificaciones',
  acknowledgeNotice: '/api/IntranetEA/GrabaConocimientoAviso',
  markNoticeViewed: '/api/IntranetEA/GrabaVistoAviso',
  loans: '/api/mprestamos/TraePrestamos',
  loanMovements: '/api/mprestamos/TraePrestamosRenglones',
  loanLines: '/api/mprestamos/TraeLineasPrestamos',
  plans: '/api/mprestamos/TraePlanesDisponibles',
  preCancellations: '/api/mprestamos/TraePrecancelaciones',
  requestLoan: '/api/mprestamos/SolicitaPrestamo',
  requestLoanArmy: '/api/mprestamos/SolicitaPrestamoEjercito',
  requestToken: '/api/mprestamos/SolicitaToken',
  cancelLoan: '/api/mprestamos/AnulaPrestamo',
  confirmLoan: '/api/mprestamos/ConfirmarPrestamo',
  loanFile: '/api/mprestamos/TraeLegajoElectronico',
  libreDeuda: '/api/mprestamos/TraeLibreDeuda',
} as const;

export type CallName = keyof typeof paths;
export type CallPath = (typeof paths)[CallName];
/** The name of the call at path `P` (every call has a path of its own). */
export type CallNameAt<P extends CallPath> = {
  [N in CallName]: (typeof paths)[N] extends P ? N : never;
}[CallName];

/**
 * The spec turns an image value longer than this into a JPEG data URL; one this long or shorter is a
 * plain reference, as the image addresses below are (docs/decisions/016-news-images-by-address.md).
 */
export const NEWS_IMAGE_REF_MAX = 23;

/** Where a news image is served: the tag names its content, so a new image has a new address. */
export const newsImagePath = (id: number, tag: string) => `/api/i/${id}/${tag}`;
/** The route of newsImagePath; the longest id (2147483647) with a 5-character tag is 23 characters. */
export const newsImageRoute = '/api/i/:id/:tag';

/** Served by the server beside the API. */
export const openApiPath = '/api/openapi.json';
export const mailboxPath = '/dev/mailbox';

/** The parameter names of a route template: '/loans/:id/documents/:documentId' has 'id' | 'documentId'. */
type ParamNames<T extends string> = T extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<Tail>
    : Rest extends `${infer Name}.${string}`
      ? Name
      : Rest
  : never;

/** The values a template needs, one per parameter it names (any name when the template is only a string). */
export type PathParams<T extends string> = string extends T
  ? Record<string, string | number>
  : { [K in ParamNames<T>]: string | number };

/** The path of a route template with its parameters filled in, each URL-encoded. */
export const fillPath = <T extends string>(template: T, params: PathParams<T>): string =>
  template.replace(/:(\w+)/g, (match, name: string) => {
    const value = (params as Partial<Record<string, string | number>>)[name];
    return value === undefined ? match : encodeURIComponent(String(value));
  });
