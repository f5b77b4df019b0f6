// TraeDatosUsuario under 50 concurrent connections against the BUILT server (dist/server.js) on a
// throw-away embedded database with the demo data. Prints req/s and p99 latency. Bounded in time.
import autocannon from 'autocannon';
import { report, signIn, startBuiltServer } from './built-server.mjs';

const DURATION_SECONDS = 10;
const CONNECTIONS = 50;

const server = await startBuiltServer({ timeoutMs: 90_000 });
const uat = await signIn(server, 'socio@demo.com.ar');

const result = await autocannon({
  url: `${server.url}/api/MUsuario/TraeDatosUsuario`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ UAT: uat }),
  connections: CONNECTIONS,
  duration: DURATION_SECONDS,
});
const failed = report(
  `TraeDatosUsuario, ${CONNECTIONS} connections, ${DURATION_SECONDS} s (embedded database)`,
  result,
);
await server.finish(failed > 0 ? 1 : 0);
