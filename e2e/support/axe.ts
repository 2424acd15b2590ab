import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsDone } from './settle.ts';

async function seriousViolations(page: Page): Promise<{ id: string; text: string }[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      text: `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
    }));
}

/**
 * Scans the page with axe-core and fails on serious or critical violations, listing them. axe scrolls
 * through the page while it measures, and the header becomes fixed (and slides in) on scroll, so a
 * colour can be measured against the header in mid-move; a violation counts when a second scan, once
 * the page is back at the top and its transitions have ended, finds it again.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const first = await seriousViolations(page);
  if (first.length === 0) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationsDone(page);
  const second = await seriousViolations(page);
  const lasting = second.filter((violation) => first.some((earlier) => earlier.id === violation.id)).map((v) => v.text);
  expect(lasting, lasting.join('\n')).toEqual([]);
}
