import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for `secret` (as the enrolment screen shows it, spaces allowed)
 * at time `at`: RFC 6238, 6 digits, 30 s, as the server checks it (apps/server/src/modules/staff/totp.ts).
 */
export function totpCode(secret: string, at = Date.now()): string {
  const totp = new TOTP({ digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s+/g, '')) });
  return totp.generate({ timestamp: at });
}
