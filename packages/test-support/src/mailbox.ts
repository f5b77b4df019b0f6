import { mailboxPath } from '@portal/contract/paths';
import type { Page } from 'playwright-core';

const deadlineMs = 10_000;

/** The first match of `pattern` in the newest of `messages` (texts, newest first) that is to `to`. */
function findIn(messages: string[], to: string, pattern: RegExp): string | undefined {
  const mine = messages.find((text) => text.toLowerCase().includes(to.toLowerCase()) && pattern.test(text));
  const match = mine?.match(pattern);
  return match ? (match[1] ?? match[0]) : undefined;
}

/**
 * Reads the newest e-mail to `to` from the server's outbox page (/dev/mailbox), as a newcomer would,
 * and returns the first match of `pattern` in it. Polls briefly: mail is queued asynchronously.
 */
export async function readFromMailbox(page: Page, to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    await page.goto(mailboxPath);
    const found = findIn(await page.locator('article').allInnerTexts(), to, pattern);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${pattern} in the mailbox`);
    await page.waitForTimeout(300);
  }
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const textOf = (html: string) =>
  html.replace(/<[^>]*>/g, ' ').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

/** The same as readFromMailbox, from the test process without a browser: for a test's own setup. */
export async function readMail(serverUrl: string, to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const html = await (await fetch(new URL(mailboxPath, serverUrl))).text();
    const articles = [...html.matchAll(/<article>([\s\S]*?)<\/article>/g)].map((m) => textOf(m[1] ?? ''));
    const found = findIn(articles, to, pattern);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${pattern} in the mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
