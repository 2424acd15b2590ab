import { expect, test, type Page } from '@playwright/test';
import { test as withCart } from './support/checkout.ts';
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

/** The checkout's own strip (L4), under its header. */
const checkoutPoints = (page: Page) => page.getByRole('banner').getByRole('list', { name: 'Onze beloftes' }).locator('li');

/** The footer's strip: each point's label, then its description. */
const footerDelivery = (page: Page) => page.getByRole('contentinfo').getByRole('list', { name: 'Onze voordelen' }).locator('li').first();

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

withCart.describe('one delivery promise', () => {
  withCart(
    'P12–P14: on a Saturday the header, the footer and the checkout strip all promise Tuesday, three days ahead',
    async ({ page, checkout }) => {
      await checkout.cart();
      // Saturday 13 March 2027, 10:00 in Amsterdam: delivered on Tuesday. The strips keep the promise
      // current every minute from the browser's clock, with the rule the server drew them with.
      await page.clock.install({ time: new Date('2027-03-13T10:00:00+01:00') });
      await page.goto('/');
      await hydrated(page);
      await page.clock.runFor(60_000);
      await expect(sellingPoints(page).first()).toHaveText('Dinsdag in huis*');
      await expect(footerDelivery(page)).toHaveText('Dinsdag in huis*Dagen tot levering: 3');

      await page.goto('/checkout/');
      await hydrated(page);
      await page.clock.runFor(60_000);
      await expect(checkoutPoints(page).first()).toHaveText('Dinsdag in huis*');
    },
  );

  withCart('P12: without a clock of its own every strip shows the day the server computed, the same day', async ({ page, checkout }) => {
    await checkout.cart();
    await page.goto('/');
    const header = (await sellingPoints(page).first().textContent())?.trim() ?? '';
    expect(header).toMatch(/in huis\*$/);
    await expect(footerDelivery(page)).toContainText(header);
    await page.goto('/checkout/');
    await expect(checkoutPoints(page).first()).toHaveText(header);
  });

  withCart.describe('on a phone', () => {
    withCart.use({ viewport: { width: 375, height: 812 } });

    withCart('P9: the checkout strip shows one point at a time and moves on every 5 s with a 1.4 s fade', async ({ page, checkout }) => {
      await checkout.cart();
      await page.clock.install();
      await page.goto('/checkout/');
      await hydrated(page);
      const items = checkoutPoints(page);
      const count = await items.count();
      expect(count).toBeGreaterThan(1);
      const labels = (await items.allTextContents()).map((text) => text.trim());
      const active = async () => ((await items.and(page.locator('[data-active="true"]')).textContent()) ?? '').trim();
      await expect(items.nth(0)).toBeVisible();
      await expect(items.nth(1)).toBeHidden();
      const fade = await items.nth(0).evaluate((item) => getComputedStyle(item).transitionDuration);
      expect(fade.split(',')[0]?.trim()).toBe('1.4s');
      for (let step = 1; step <= count; step++) {
        await page.clock.runFor(5_000);
        await expect.poll(active).toBe(labels[step % count]);
      }
    });
  });
});
