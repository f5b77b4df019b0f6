import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type * as AxeCore from 'axe-core';

type Axe = typeof AxeCore;

/** WCAG 2.2 A and AA, as the review that opened issue 23 ran it. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending nodes. */
  targets: string[];
}

let source: Promise<string> | undefined;
const axeSource = () =>
  (source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * axe-core over what `page` shows now, one finding per rule broken. Injected by evaluate, not a <script>
 * tag: the server's Content-Security-Policy refuses inline scripts, and a page under test keeps its own.
 */
export async function axeFindings(page: Page, screen: string): Promise<AxeFinding[]> {
  // A toast or a dialog fading in has not its final colours yet: contrast is judged once they settle.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(await axeSource());
  const violations = await page.evaluate(async (values) => {
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(document, { runOnly: { type: 'tag', values } });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  }, tags);
  return violations.map((v) => ({ screen, ...v }));
}

/** The findings of a whole walk: collected screen by screen, judged at its end. */
export class AxeAudit {
  readonly findings: AxeFinding[] = [];
  readonly screens: string[] = [];

  async check(page: Page, screen: string): Promise<void> {
    this.screens.push(screen);
    this.findings.push(...(await axeFindings(page, screen)));
  }

  /** Serious and critical findings: what fails the suite. */
  blocking(): AxeFinding[] {
    return this.findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  }

  /** One line per finding (screen, impact, rule, node count, first nodes) and the totals per impact. */
  report(): string {
    const lines = this.findings.map(
      (f) => `${f.screen}: ${f.impact} ${f.rule} x${f.targets.length} (${f.targets.slice(0, 3).join(', ')})`,
    );
    const count = (impact: string) =>
      this.findings.filter((f) => f.impact === impact).reduce((n, f) => n + f.targets.length, 0);
    const pages = (impact: string) =>
      new Set(this.findings.filter((f) => f.impact === impact).map((f) => f.screen));
    lines.push(
      `${this.screens.length} screens; nodes: critical ${count('critical')}, serious ${count('serious')} ` +
        `on ${pages('serious').size} screens, moderate ${count('moderate')}, minor ${count('minor')}`,
    );
    return lines.join('\n');
  }
}
