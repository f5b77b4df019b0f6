import type { StaffMe } from '@portal/contract';

/** A TOTP secret and its URI as the server makes them (160 bits, base32). */
export const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri:
    'otpauth://totp/Portal%20de%20Socios%20-%20Consola:evaluador%40staff.demo.com.ar?issuer=Portal%20de%20Socios%20-%20Consola&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
};

export const evaluador: StaffMe = { email: 'evaluador@staff.demo.com.ar', roles: ['evaluador'] };
