// Draws the demo members' handwritten signature once, in Debian's Chromium, the way the app's signature pad
// would (600x200 canvas, blue pen), and writes src/demo/assets/demo-signature.png. The PNG is committed;
// run this only to change it: node apps/server/scripts/generate-demo-signature.mjs
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const dataUrl = await page.evaluate(() => {
  const c = document.createElement('canvas');
  c.width = 600;
  c.height = 200;
  const g = c.getContext('2d');
  g.strokeStyle = '#1d3fb8';
  g.lineCap = 'round';
  g.lineJoin = 'round';
  // A pen stroke: points along a path, width varying with speed like a real pen on glass.
  const stroke = (pts) => {
    for (let k = 1; k < pts.length; k++) {
      const [x0, y0] = pts[k - 1],
        [x1, y1] = pts[k];
      const speed = Math.hypot(x1 - x0, y1 - y0);
      g.lineWidth = Math.max(1.4, 3.2 - speed * 0.35);
      g.beginPath();
      g.moveTo(x0, y0);
      g.lineTo(x1, y1);
      g.stroke();
    }
  };
  const sample = (f, n = 400) => Array.from({ length: n + 1 }, (_, i) => f(i / n));
  // Big cursive M
  stroke(
    sample((t) => {
      const x = 60 + t * 95;
      const y = 120 - Math.abs(Math.sin(t * Math.PI * 2.0)) * 75 * (1 - t * 0.25) + t * 8;
      return [x + Math.sin(t * 40) * 1.2, y];
    }),
  );
  // connecting loop into 'L' (tall loop)
  stroke(
    sample((t) => {
      const a = t * Math.PI * 2;
      return [155 + t * 40 + Math.sin(a) * 14, 128 - Math.sin(a / 2) * 95 + Math.cos(a) * 4];
    }),
  );
  // 'Gonzalez' as cursive loops of varying height
  const hs = [38, 30, 26, 48, 26, 22, 34, 28];
  stroke(
    sample((t) => {
      const k = Math.min(hs.length - 1, Math.floor(t * hs.length));
      const h = hs[k];
      const a = t * hs.length * Math.PI * 2;
      const x = 200 + t * 300 + Math.sin(a) * 9;
      const y = 128 - ((1 - Math.cos(a)) * h) / 2 + t * 6;
      return [x, y];
    }, 1200),
  );
  // underline flourish back to the left
  stroke(
    sample(
      (t) => [505 - t * 420 + Math.sin(t * Math.PI) * 20, 150 + Math.sin(t * Math.PI) * 16 - t * 6],
      500,
    ),
  );
  // the dot of the i / accent
  stroke(sample((t) => [432 + t * 10, 66 - t * 6], 10));
  return c.toDataURL('image/png');
});
await browser.close();
writeFileSync(
  fileURLToPath(new URL('../src/demo/assets/demo-signature.png', import.meta.url)),
  Buffer.from(dataUrl.split(',')[1], 'base64'),
);
