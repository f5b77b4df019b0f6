// Benchmark: the JavaScript a first visit to /login downloads, gzip-compressed (budget 70 KB, issue 14).
// Loads the built app from the real server in Chromium and gzips every script response it received.
import { gzipSync } from 'node:zlib';
import { launchBrowser, phoneContext } from '@portal/test-support/browser';
import { startServer } from '@portal/test-support/server';

const BUDGET_BYTES = 70 * 1024;

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await phoneContext(browser, server.url);
  const page = await context.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.push({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      }),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await Promise.all(pending);

  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log('\nFirst visit to /login: JavaScript downloaded');
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(
      `  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(s.raw / 1024).toFixed(1).padStart(7)} KB raw  ${s.url}`,
    );
  console.log(
    `  total ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files; budget ${BUDGET_BYTES / 1024} KB: ${total <= BUDGET_BYTES ? 'within' : 'OVER'}`,
  );
  const eager = scripts.map((s) => s.url).filter((url) => /loan|prestamo|news|notification/i.test(url));
  console.log(
    eager.length
      ? `  feature code loaded eagerly: ${eager.join(', ')}`
      : '  no loans, news or notifications code loaded',
  );
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
