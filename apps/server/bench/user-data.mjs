// TraeDatosUsuario under 50 concurrent connections against the BUILT server (dist/server.js) on a
// throw-away embedded database with the demo data. Prints req/s and p99 latency. Bounded in time.
import { signIn, startBuiltServer, measure } from './built-server.mjs';

const server = await startBuiltServer({ timeoutMs: 90_000 });
const uat = await signIn(server, 'socio@demo.com.ar');

await measure(server, 'MUsuario/TraeDatosUsuario', { UAT: uat }, 'TraeDatosUsuario');
