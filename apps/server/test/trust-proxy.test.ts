import { describe, expect, it } from 'vitest';
import { paths } from '@portal/contract';
import { createTestApp } from './support/app';

// Two failures per address are allowed here so the limit is reached quickly.
const limits = { loginPerAddress: { max: 2, windowSeconds: 900 } };

async function failLogins(
  post: Awaited<ReturnType<typeof createTestApp>>['post'],
  forwardedFor: string,
  count: number,
  peer?: string,
) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await post(
      paths.login,
      { Mail: `nadie${i}@prueba.com.ar`, Password: 'Incorrecta1' },
      { 'x-forwarded-for': forwardedFor },
      peer,
    );
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('on: the login limit counts each client behind the proxy on its own', async () => {
    const { post } = await createTestApp({ limits, trustProxy: true });
    expect(await failLogins(post, '203.0.113.7', 3)).toEqual([401, 401, 429]);
    expect(await failLogins(post, '198.51.100.9', 1)).toEqual([401]);
  });

  it('off: X-Forwarded-For is ignored, so a client cannot dodge the limit by forging it', async () => {
    const { post } = await createTestApp({ limits });
    // A public peer: its header is not a proxy's, whatever it says (lockout.test.ts covers a private peer).
    expect(await failLogins(post, '203.0.113.7', 2, '192.0.2.44')).toEqual([401, 401]);
    expect(await failLogins(post, '198.51.100.9', 1, '192.0.2.44')).toEqual([429]);
  });
});
