import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * Signs on the screen's signature pad with the mouse, as a member with a finger would: scrolled into view
 * first (a stroke outside the window reaches nothing), a few strokes across it. Returns the pad's box.
 */
export async function signOnPad(page: Page) {
  const pad = page.getByRole('img', { name: 'Recuadro de firma' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  assert.ok(box, 'the signature pad is on screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.45, 0.35],
    [0.6, 0.65],
    [0.75, 0.4],
    [0.9, 0.5],
  ] as const) {
    await page.mouse.move(...at(x, y), { steps: 6 });
  }
  await page.mouse.up();
  assert.equal(await pad.getAttribute('data-signed'), 'true', 'the pad took the signature');
  return box;
}
