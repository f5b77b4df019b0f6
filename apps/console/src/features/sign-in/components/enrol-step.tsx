import { useState } from 'react';
import { QrCode } from './qr-code';

/** The secret in groups of four, as authenticator apps ask it to be typed. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The first sign-in of an account without a second factor: the QR code of the otpauth:// URI and the
 * same secret as text (for typing it in), then the first code, which `children` asks for.
 */
export function EnrolStep({
  email,
  secret,
  otpauthUri,
  children,
}: {
  email: string;
  secret: string;
  otpauthUri: string;
  children: React.ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="grid grid-cols-[auto_1fr] gap-8">
      <div className="flex flex-col items-center gap-2">
        <QrCode value={otpauthUri} label={`Código QR para la aplicación de autenticación de ${email}`} />
        <p className="text-xs text-slate-500">Portal de Socios - Consola</p>
      </div>
      <div className="space-y-5">
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>
            Abra su aplicación de autenticación (Google Authenticator, Microsoft Authenticator, FreeOTP u
            otra) y agregue una cuenta escaneando el código QR.
          </li>
          <li>Si no puede escanearlo, ingrese esta clave a mano (tipo: basada en tiempo):</li>
        </ol>
        <div className="flex items-center gap-2">
          <code
            aria-label="Clave secreta"
            className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm font-semibold tracking-wide break-all text-slate-900 select-all"
          >
            {groupSecret(secret)}
          </code>
          {canCopy && (
            <button
              type="button"
              onClick={() => void copy()}
              className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {copied ? 'Copiada' : 'Copiar'}
            </button>
          )}
        </div>
        <p className="text-sm text-slate-700">
          Luego escriba el código de 6 dígitos que muestra la aplicación para terminar de ingresar.
        </p>
        {children}
      </div>
    </div>
  );
}
