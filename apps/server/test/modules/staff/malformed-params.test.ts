import { describe, expect, it } from 'vitest';
import { openApiPath, staffRoles } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { signedInStaff } from '../../support/staff';

// The audit's finding: `?dryRun=maybe` (or period 202613) on a payroll upload answered 500
// FST_ERR_FAILED_ERROR_SERIALIZATION. Every console route of the OpenAPI document, called with malformed
// path and query values by a staff member holding every role, answers 400 in Spanish, leaking nothing.
const { app } = await createTestApp({ staffTotp: false });

interface Parameter {
  in: string;
  name: string;
  schema?: { type?: string; enum?: unknown[]; anyOf?: { type?: string }[] };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
}
const doc = (await app.inject({ method: 'GET', url: openApiPath })).json<{
  paths: Record<string, Record<string, Operation>>;
}>();

const operations = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith('/api/console/'))
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  )
  .filter(({ op }) => (op.parameters ?? []).some((p) => p.in === 'path' || p.in === 'query'));

const validPath = (name: string) => (name === 'period' ? '202601' : '1');
const malformedPath = (name: string) => [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '1e3',
  ' 1',
  '\u0000',
  '1%',
  ...(name === 'period' ? ['202613', '202600', '2026', '20261', 'abcdef'] : []),
];
const typeOf = (p: Parameter) => p.schema?.type ?? p.schema?.anyOf?.find((s) => s.type)?.type;
const malformedQuery = (p: Parameter) => [
  ...(p.schema?.enum || typeOf(p) === 'boolean' ? ['maybe', 'TRUE', '1', ''] : []),
  ...(typeOf(p) === 'integer' || typeOf(p) === 'number'
    ? ['x', '-1', '1.5', '1e999', '99999999999999999999']
    : []),
  'x'.repeat(5000),
  '\u0000',
];

/** The URL with every path parameter valid except `bad` set to `value`. */
const urlWith = (path: string, bad?: { name: string; value: string }, query = '') =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    bad?.name === name ? encodeURIComponent(bad.value) : validPath(name),
  ) + query;

/** A body of the route's own type, so that what is judged is the path or the query. */
const bodyFor = (op: Operation) => {
  const types = Object.keys(op.requestBody?.content ?? {});
  if (types.includes('text/csv')) return { 'content-type': 'text/csv', payload: 'a;b\n1;2\n' };
  if (types.length) return { 'content-type': 'application/json', payload: '{}' };
  return undefined;
};

describe('malformed path and query values on every console route', async () => {
  const cookie = await signedInStaff(app, 'todos-los-roles@staff.test', [...staffRoles]);

  async function call(method: string, op: Operation, url: string) {
    const body = bodyFor(op);
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: {
        cookie,
        origin: 'http://portal.test',
        ...(body ? { 'content-type': body['content-type'] } : {}),
      },
      ...(body ? { payload: body.payload } : {}),
    });
    return res;
  }

  function expectRefused(res: Awaited<ReturnType<typeof call>>, what: string, allowed = [400]) {
    expect(res.statusCode, what).not.toBe(500);
    expect(allowed, `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    expect(res.headers['content-type'], what).toContain('application/json');
    const body = res.json<{ Status: number; Mensaje: string }>();
    expect(Object.keys(body).sort(), what).toEqual(['Mensaje', 'Status']);
    expect(body.Status, what).toBe(res.statusCode);
    expect(body.Mensaje, what).toMatch(
      /[áéíóúñ]|\b(el|la|los|las|de|del|al|no|es|un|una|que|campo|dato|debe)\b/i,
    );
    for (const leak of [
      /FST_/,
      /\bat .+:\d+/,
      /stack/i,
      /\bSELECT\b|\bFROM\b|SQL/,
      /Invalid|Expected|must/,
      /zod/i,
    ])
      expect(res.body, what).not.toMatch(leak);
  }

  it('finds the routes with path or query parameters, the payroll upload among them', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain(
      'POST /api/console/organismos/{id}/periods/{period}/results',
    );
  });

  it('answers 400 to every malformed path value', async () => {
    for (const { path, method, op } of operations) {
      for (const p of (op.parameters ?? []).filter((q) => q.in === 'path')) {
        for (const value of malformedPath(p.name)) {
          const url = urlWith(path, { name: p.name, value });
          expectRefused(await call(method, op, url), `${method} ${url}`);
        }
        // Longer than the router takes (maxParamLength, Fastify's own 414 before): the same envelope.
        const url = urlWith(path, { name: p.name, value: '1'.repeat(300) });
        expectRefused(await call(method, op, url), `${method} ${path} long ${p.name}`);
        // A broken %-encoding, refused by the router itself.
        const broken = path.replace(`{${p.name}}`, '%E0%A4%A').replace(/\{\w+\}/g, '1');
        expectRefused(await call(method, op, broken), `${method} ${broken}`);
      }
    }
  });

  it('answers 400 to every malformed query value and to unknown or repeated query fields', async () => {
    for (const { path, method, op } of operations) {
      const query = (op.parameters ?? []).filter((q) => q.in === 'query');
      const cases = [
        ...query.flatMap((p) => malformedQuery(p).map((v) => `?${p.name}=${encodeURIComponent(v)}`)),
        ...query.map((p) => `?${p.name}=1&${p.name}=2`),
        ...(query.length ? ['?noExiste=1'] : []),
      ];
      for (const q of cases) {
        const url = urlWith(path, undefined, q);
        const res = await call(method, op, url).catch((e: unknown) => {
          throw new Error(`${method} ${url.slice(0, 120)}: ${String(e)}`);
        });
        // A repeated free-text field may legitimately be read (an array is refused as a type, though).
        expectRefused(res, `${method} ${url.slice(0, 120)}`);
      }
    }
  });

  it('answers the payroll upload of the audit with 400 in Spanish', async () => {
    for (const url of [
      '/api/console/organismos/1/periods/202601/results?dryRun=maybe',
      '/api/console/organismos/1/periods/202613/results?dryRun=true',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin: 'http://portal.test', 'content-type': 'text/csv' },
        payload: 'a;b\n',
      });
      expectRefused(res, url);
    }
  });
});
