import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe on the page and fails on any moderate, serious or critical violation (content outside
 * landmarks, a page without an h1 included; only "minor" is let through). Heading order is held on
 * the staff screens only: elsewhere a lesson's own text (written by staff or a teacher, with its own
 * h2/h3) sits inside the page's outline. axe is injected with `evaluate` rather than a <script> tag so
 * the page's CSP (no inline scripts) stays enforced in tests.
 */
export async function checkA11y(page: Page): Promise<void> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  const admin = new URL(page.url()).pathname.startsWith('/admin-dashboard');
  const blocking = violations.filter((v) => v.impact !== 'minor' && (admin || v.id !== 'heading-order'));
  if (blocking.length === 0) return;
  const report = blocking
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    - ${n.target.map(String).join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} elemento(s))\n  ${v.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
  throw new Error(
    `axe encontrou ${blocking.length} violação(ões) moderada(s) ou mais grave(s) em ${page.url()}:\n\n${report}`,
  );
}
