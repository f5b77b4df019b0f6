// Benchmark: Lighthouse's mobile performance score and Largest Contentful Paint (slow 4G, 4x CPU slowdown,
// its default mobile profile) of /login, and signed in, of /dashboard and /loans, on the built app served
// by the real server. Each page is a first visit in a Chromium of its own (empty cache, no service worker);
// the signed-in ones find the session in localStorage, as the login screen leaves it.
// Goals of issue 14: LCP <= 1.2 s on /login, <= 2.0 s on the other two; score >= 98 on all three.
// Each page is measured BENCH_RUNS times (3 unless set) and the median run reported: on a busy machine
// single runs vary by several hundred milliseconds.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from '@portal/test-support/server';
import { member } from '@portal/test-support/sign-in';

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Page {
  path: string;
  signedIn: boolean;
  lcpGoalMs: number;
}

const pages: Page[] = [
  { path: '/login', signedIn: false, lcpGoalMs: 1200 },
  { path: '/dashboard', signedIn: true, lcpGoalMs: 2000 },
  { path: '/loans', signedIn: true, lcpGoalMs: 2000 },
];
const SCORE_GOAL = 98;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Writes the session into the origin's localStorage from a page that loads none of the app. */
async function seedSession(chrome: LaunchedChrome, origin: string, storage: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/api/openapi.json`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function measure(origin: string, page: Page, storage: Record<string, string>) {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    if (page.signedIn) await seedSession(chrome, origin, storage);
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the seeded session; the browser is new, so its cache is empty anyway.
      disableStorageReset: page.signedIn,
      // Throttling applied to the browser, not simulated afterwards: the simulation replays a load on
      // loopback, where the scripts arrive before the first paint, and so charges the prerendered
      // pages' first paint with downloading the JavaScript that in fact comes after it.
      throttlingMethod: 'devtools',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${page.path}`);
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
    return {
      lcpElement: lcpElement?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART) and asks to run again: it does, twice. */
async function measureWithRetry(origin: string, page: Page, storage: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(origin, page, storage);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('run Lighthouse again')) throw error;
    }
  }
}

const server = await startServer();
try {
  const login = await member.login(server.url, { mail: 'socio@demo.com.ar', password: 'Demo1234' });
  const storage = member.storage(login);
  console.log(
    `\nLighthouse, mobile profile (slow 4G, 4x CPU), first visit, built app on the real server (median of ${RUNS})`,
  );
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await measureWithRetry(server.url, page, storage);
      const landed = new URL(result.finalUrl).pathname;
      if (landed !== page.path)
        throw new Error(`${page.path} ended at ${landed}: the session was not seeded`);
      results.push(result);
    }
    results.sort((a, b) => a.lcpMs - b.lcpMs);
    const { score, lcpMs, fcpMs, lcpElement } = results[Math.floor(results.length / 2)]!;
    const ok = score >= SCORE_GOAL && lcpMs <= page.lcpGoalMs;
    console.log(
      `  ${page.path.padEnd(11)} score ${String(score).padStart(3)}  LCP ${(lcpMs / 1000).toFixed(2)} s  FCP ${(fcpMs / 1000).toFixed(2)} s  ` +
        `(goal: score >= ${SCORE_GOAL}, LCP <= ${(page.lcpGoalMs / 1000).toFixed(1)} s): ${ok ? 'met' : 'NOT met'}`,
    );
    console.log(`              LCP element: ${lcpElement.slice(0, 100)}`);
  }
} finally {
  await server.stop();
}
