/** What the member is about to sign for: the wizard (a request) or the confirmation of an approved loan. */
export type SignatureNoticeFor = 'request' | 'confirmation';

const lead: Record<SignatureNoticeFor, string> = {
  request: 'Al final de la solicitud deberá firmar',
  confirmation: 'Para confirmar el préstamo deberá firmar',
};

/**
 * The handwritten signature is the one step that needs a finger, a stylus or a mouse: a member who uses
 * only the keyboard (or a screen reader) learns it before starting, not at the last step.
 */
export function SignatureNotice({ signingFor }: { signingFor: SignatureNoticeFor }) {
  return (
    <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      {lead[signingFor]} en la pantalla con el dedo, un lápiz táctil o el mouse. Es el único paso que no puede
      completarse solo con el teclado.
    </p>
  );
}
