import { useEffect, useState } from 'react';
import { toString as qrSvg } from 'qrcode';

/**
 * The otpauth:// URI as a QR code for the authenticator app: drawn by `qrcode` as SVG (no canvas
 * needed) and shown as a data: image, which the page's CSP allows (img-src data:).
 */
export function QrCode({ value, label, size = 208 }: { value: string; label: string; size?: number }) {
  const [image, setImage] = useState<{ value: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    qrSvg(value, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
      color: { dark: '#0f172a', light: '#ffffff' },
    })
      .then((svg) => {
        if (current) setImage({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [value]);

  const frame = 'flex items-center justify-center rounded-xl bg-white ring-1 ring-slate-200';
  if (failed)
    return (
      <div
        className={`${frame} p-4 text-center text-sm text-slate-600`}
        style={{ width: size, height: size }}
      >
        No se pudo dibujar el código QR: ingrese la clave a mano.
      </div>
    );
  if (image?.value !== value)
    return <div className={`${frame} animate-pulse bg-slate-100`} style={{ width: size, height: size }} />;
  return <img src={image.src} alt={label} width={size} height={size} className={`${frame} p-1`} />;
}
