/*
 * Every text a member reads (the app, the e-mails, the demo news) speaks to them as usted. The spec
 * fixes a few texts in tú or vos word for word; those stay as written and are the only exceptions.
 */
export const specTextsInTu = [
  'No tienes prestamos',
  'No tienes notificaciones',
  'Las notificaciones aparecerán aquí cuando las recibas',
  '¿Ya tienes cuenta? Iniciar sesión',
  'Arrastra para actualizar',
  'Suelta para actualizar',
  'Completá ambos campos de contraseña',
  'Hubo un error al actualizar tu foto de perfil',
] as const;

// Forms of tú and vos that a member-facing text could slip into (pronouns, verbs, imperatives).
const informal =
  /(?<![\p{L}\d_-])(tú|tu|tus|te|ti|contigo|tuyo|tuya|tienes|tenés|puedes|podés|quieres|querés|debes|debés|eres|sos|estás|recibas|recibirás|podrás|obtenés|sabés|arrastra|suelta|ingresá|consultá|revisá|elegí|hacé|completá|confirmá|escribí|pedí|tocá|acercá|recordá|registrate|regístrate|dejala|dejalo|dejá|soltá|tomá|sacá|firmá|adjuntá|cargá|buscá|probá|esperá|mirá)(?![\p{L}\d_-])/giu;

/** The tú or vos words in `text`, once the spec's own texts are taken out. */
export function informalWords(text: string): string[] {
  const rest = specTextsInTu.reduce((remaining, fixed) => remaining.split(fixed).join(' '), text);
  return [...rest.matchAll(informal)].map((match) => match[0]);
}
