import { randomBytes } from 'node:crypto';
import { sha256 } from './hash';

/** 256-bit random token, base64url: sessions (member and staff) and one-time links. Stored only hashed. */
export const newSecretToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => sha256(token);
