// `node scripts/compress-dist.mjs DIR`: writes .br and .gz beside every text asset of a Vite build in DIR
// (relative to the working directory: each app's build runs it on its own dist), which the server serves
// as they are (@fastify/static preCompressed): clients get compressed files and the server does no work
// per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const [dirArgument] = process.argv.slice(2);
if (!dirArgument) {
  console.error('usage: node scripts/compress-dist.mjs DIR');
  process.exit(2);
}
const dist = resolve(dirArgument);
const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(dist)) {
  const body = await readFile(path);
  if (body.length < 1024) continue;
  await writeFile(
    `${path}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${dirArgument} (.br and .gz)`);
