/**
 * Spanish texts the server answers in `Mensaje`. Written for a member's eyes: no internals.
 * Kept free of zod (see paths.ts).
 */
export const serverMessages = {
  ok: 'Operación completada',
  noSession: 'No hay sesion activa',
  invalidJson: 'La solicitud no tiene un formato válido',
  invalidInput: 'Los datos enviados no son válidos',
  notFound: 'No se encontró lo solicitado',
  tooLarge: 'La solicitud es demasiado grande',
  tooManyAttempts: 'Demasiados intentos. Espere unos minutos e intente nuevamente.',
  unexpected: 'Ocurrió un error inesperado. Intente nuevamente más tarde.',
  unsupportedMediaType: 'La solicitud debe enviarse como JSON',
  invalidText: 'Los datos enviados contienen caracteres o valores no válidos',
  restarting: 'El servidor se está reiniciando. Intente nuevamente en unos segundos.',
  serviceUnavailable: 'El servicio no está disponible en este momento. Intente nuevamente en unos minutos.',

  loginOk: 'Inicio de sesión exitoso',
  badCredentials: 'Usuario o contraseña incorrectos',
  logoutOk: 'Sesión cerrada',
  preRegisterOk: 'Si el correo es válido, recibirá un token de verificación',
  registerOk: 'Registro exitoso',
  invalidRegistrationToken: 'Token inválido o vencido. Solicite uno nuevo desde el pre-registro.',
  dniTaken: 'El DNI ya se encuentra registrado',
  mailTaken: 'El correo electrónico ya se encuentra registrado',
  unknownOrganismo: 'El organismo seleccionado no existe',
  recoverOk: 'Si el correo está registrado, recibirá un enlace para recuperar su contraseña',
  invalidResetToken: 'El enlace de recuperación es inválido o expiró',
  passwordUpdated: 'Contraseña actualizada',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  weakPassword: 'La contraseña debe tener al menos 8 caracteres, una minúscula, una mayúscula y un número',
  profileUpdated: 'Datos actualizados',
  namesBySupport: 'El nombre y el apellido solo pueden modificarse contactando a soporte',
  nothingToUpdate: 'No hay datos para actualizar',
  currentPasswordRequired: 'Para cambiar el correo o la contraseña ingrese su contraseña actual',
  wrongCurrentPassword: 'La contraseña actual no es correcta',
  mailChangeSent: 'Le enviamos un enlace al nuevo correo. El cambio se aplicará cuando lo abra.',
  mailChanged: 'Correo electrónico actualizado',
  invalidMailChangeToken: 'El enlace para confirmar el correo es inválido o expiró',
  photoUpdated: 'Foto actualizada',
  photoNotImage: 'La foto debe ser una imagen JPG, PNG, GIF o WEBP',
  photoTooLarge: 'La foto no puede superar los 5 MB',
  imageDimensions: 'La imagen tiene dimensiones demasiado grandes',
} as const;

/**
 * What the member app says, without asking the server, when a call that needs a session is made without
 * one (docs/product.md, "Catalogue of the app's texts"). The product wants two different texts on purpose: news and
 * notifications say 'Usuario no autenticado'; every other call says the server's own 'No hay sesion activa'.
 */
export const noSessionMessages = {
  newsAndNotices: 'Usuario no autenticado',
  other: serverMessages.noSession,
} as const;

/** The member's account to credit loans to (issue 25): the server's answers and the app's texts. */
export const bankAccountMessages = {
  sectionTitle: 'Cuenta para acreditar préstamos',
  cbuOrAlias: 'Ingrese un CBU, un CVU o un alias',
  oneOfCbuAlias: 'Envíe el CBU o el alias, no los dos',
  cuitNotYours: 'La cuenta debe ser suya: el CUIT/CUIL del titular lleva su número de DNI en el medio',
  passwordRequired: 'Ingrese su contraseña actual para cambiar la cuenta',
  sameAccount: 'Esa cuenta ya es la registrada para acreditar sus préstamos',
  codeSent: 'Le enviamos un código de 6 dígitos a su correo. Ingréselo para confirmar la cuenta.',
  codeFormat: 'El código tiene 6 dígitos',
  noPendingChange: 'No hay un cambio de cuenta pendiente. Cargue la cuenta de nuevo para recibir un código.',
  wrongCode: 'El código no es correcto. Revíselo e intente nuevamente.',
  expiredCode: 'El código venció. Cargue la cuenta de nuevo para recibir uno nuevo.',
  tooManyCodeAttempts:
    'Demasiados intentos con este código. Cargue la cuenta de nuevo para recibir uno nuevo.',
  tooManyCodeRequests: 'Ya se enviaron varios códigos. Espere unos minutos antes de pedir otro.',
  accountSet: 'Listo: la cuenta quedó registrada para acreditar sus préstamos',
  noAccount: 'Todavía no cargó la cuenta donde acreditarle los préstamos.',
  wizardTitle: 'La cuenta que recibirá el dinero',
  wizardNoAccount:
    'Para recibir el dinero necesitamos la cuenta donde acreditarlo. Cárguela en su perfil antes de firmar.',
  changeAccount: 'Cambiar cuenta',
  addAccount: 'Cargar cuenta',
} as const;
