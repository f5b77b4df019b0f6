import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

// Loopback, RFC 1918, link-local and IPv6 unique-local/link-local peers: where a reverse proxy sits.
const privatePeer =
  /^(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.|::1$|f[cd][0-9a-f]{2}:|fe80:|::ffff:(?:127|10|192\.168|172\.(?:1[6-9]|2\d|3[01]))\.)/i;

/**
 * The address that per-address limits count. With TRUST_PROXY on it is Fastify's `req.ip`. With it off,
 * a private peer that sends X-Forwarded-For is taken to be a proxy the operator forgot to declare: the
 * address it appended last (the one it saw) is counted under that peer, so that one abuser behind the
 * proxy does not lock every member out. A public peer's header is ignored, since anyone can write it.
 */
export function limitedAddress(req: FastifyRequest, trustProxy: boolean): string {
  if (trustProxy) return req.ip;
  const peer = req.socket.remoteAddress ?? req.ip;
  const forwarded = req.headers['x-forwarded-for'];
  if (!forwarded || !privatePeer.test(peer)) return peer;
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',').pop()?.trim() ?? '';
  return isIP(last) ? `${peer}>${last}` : peer;
}
