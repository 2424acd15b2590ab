import { expect, test, type Page } from '@playwright/test';
import { isHydrated } from './support/hydration.ts';

// Issue: shell. The header's selling points rotate on phones and the delivery promise follows the
// clock in the Dutch store. Run with E2E_PORT=3212.

/**
 * Lets the page hydrate under the test's clock (hydration waits for a frame, and frames follow
 * that clock): the page has hydrated when React has attached itself to it.
 */
async function hydrated(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return page.evaluate(isHydrated);
    })
    .toBe(true);
}

const sellingPoints = (page: Page) => page.getByRole('banner').getByRole('list', { name: 'Onze voordelen' }).locator('li');

async function activeLabel(page: Page): Promise<string> {
  return (await sellingPoints(page).and(page.locator('[data-active="true"]')).textContent()) ?? '';
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('P8, P9: one selling point at a time, the next every 5 s with a 1.4 s fade, wrapping to the first', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const items = sellingPoints(page);
    // The seeded strip has a fourth point without a label: it is not shown (P8).
    await expect(items).toHaveCount(3);
    const labels = (await items.allTextContents()).map((text) => text.trim());
    expect(await activeLabel(page)).toBe(labels[0]);
    await expect(items.nth(1)).toBeHidden();
    const fade = await items.nth(0).evaluate((item) => getComputedStyle(item).transitionDuration);
    expect(fade.split(',')[0]?.trim()).toBe('1.4s');

    for (const next of [1, 2, 0]) {
      await page.clock.runFor(5_000);
      await expect.poll(() => activeLabel(page)).toBe(labels[next]);
    }
    await expect(items.nth(0)).toBeVisible();
  });
});

test('P9: on a wide screen every selling point shows at once', async ({ page }) => {
  await page.goto('/');
  const items = sellingPoints(page);
  await expect(items).toHaveCount(3);
  for (const index of [0, 1, 2]) await expect(items.nth(index)).toBeVisible();
});

test('P12, P13, P14: in the Dutch store the delivery selling point follows the clock past 21:00 within a minute', async ({ page }) => {
  // Monday 8 March 2027, 20:59:30 in Amsterdam: ordered now, it arrives tomorrow; after 21:00 the day after.
  await page.clock.install({ time: new Date('2027-03-08T20:59:30+01:00') });
  await page.goto('/');
  await hydrated(page);
  await page.clock.runFor(60_000);
  await expect(sellingPoints(page).first()).toHaveText('Overmorgen in huis*');
});
