import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const ISSUER = 'Portal de Socios - Consola';

const totpOf = (email: string, secret: string) =>
  new TOTP({ issuer: ISSUER, label: email, digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new secret (160 bits, as RFC 4226 recommends) and the otpauth:// URI an authenticator app reads. */
export function newTotpSecret(email: string) {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUri: totpOf(email, secret).toString() };
}

/**
 * The time step of `code` if it is right now or one step either side (clock drift), else null. The
 * caller records the step so that the same code cannot be used twice.
 */
export function totpStep(email: string, secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(email, secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code of this moment: tests and the demo use it in place of an authenticator app. */
export const currentTotp = (email: string, secret: string, now = Date.now()) =>
  totpOf(email, secret).generate({ timestamp: now });
