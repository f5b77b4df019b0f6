import type { Page } from 'playwright-core';

/**
 * Reads the newest e-mail to `to` from the server's outbox page (/dev/mailbox), as a newcomer would,
 * and returns the first match of `pattern` in it. Polls briefly: mail is queued asynchronously.
 */
export async function readFromMailbox(page: Page, to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await page.goto('/dev/mailbox');
    const messages = await page.locator('article').allInnerTexts();
    const mine = messages.find((text) => text.toLowerCase().includes(to.toLowerCase()) && pattern.test(text));
    const match = mine?.match(pattern);
    if (match) return match[1] ?? match[0];
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${pattern} in the mailbox`);
    await page.waitForTimeout(300);
  }
}
