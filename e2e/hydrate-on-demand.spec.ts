import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';

// The listing's filter panel hydrates when it is needed (decision 067): half of a listing's elements,
// on a phone a closed drawer. Until the shopper reaches it or the browser is idle, it is the server's
// markup, whose links and native popover work; reached, it becomes the staged panel at once.

const LISTING = '/kleding/';
const PHONE = { width: 390, height: 844 };

/** Runs in the page: whether React holds an element (a fiber is attached to it). */
const wired = (selector: string) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return el ? Object.keys(el).some((k) => k.startsWith('__reactFiber$')) : null; })()`;

/** The browser is never idle until the test says so: idle callbacks are held, and run by `releaseIdle`. */
async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    const w = window as unknown as { requestIdleCallback: (callback: () => void) => number; releaseIdle: () => void };
    w.requestIdleCallback = (callback) => held.push(callback);
    w.releaseIdle = () => held.splice(0).forEach((callback) => callback());
  });
}

const releaseIdle = (page: Page) => page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());

test.describe('the filter panel hydrates on demand', () => {
  test.beforeEach(async ({ page }) => {
    await holdIdleCallbacks(page);
  });

  test('hydration leaves the panel to the server until the drawer opens; then its options stage choices', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.setViewportSize(PHONE);
    await page.goto(LISTING);
    await waitForHydration(page);
    expect(await page.evaluate(wired('main ul li article'))).toBe(true);
    expect(await page.evaluate(wired('#listing-filters'))).toBe(false);
    expect(await page.evaluate(wired('#listing-filters a'))).toBe(false);

    await page.getByRole('button', { name: /^filteren/i }).click();
    const panel = page.locator('#listing-filters');
    await expect(panel).toBeVisible();
    await expect.poll(() => page.evaluate(wired('#listing-filters a'))).toBe(true);
    const colours = panel.locator('details', { has: page.locator('summary', { hasText: /^kleur$/i }) });
    if ((await colours.getAttribute('open')) === null) await colours.locator('summary').click();
    const option = colours.locator('a[role="checkbox"]').first();
    await option.click();
    // Staged, not applied: the address is the same and the choice is marked.
    await expect(option).toHaveAttribute('aria-checked', 'true');
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  test('an idle browser hydrates the panel without the shopper reaching it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(LISTING);
    await waitForHydration(page);
    expect(await page.evaluate(wired('#listing-filters a'))).toBe(false);
    await releaseIdle(page);
    await expect.poll(() => page.evaluate(wired('#listing-filters a'))).toBe(true);
    await expect(page.locator('#listing-filters a[role="checkbox"]').first()).toBeAttached();
  });

  test('on a wide screen the first click on an option is taken by the panel, not lost', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(LISTING);
    await waitForHydration(page);
    expect(await page.evaluate(wired('#listing-filters a'))).toBe(false);
    // An option of an open group (colours), not a sub-category's own page.
    const option = page.locator('#listing-filters details[open] ul a[rel="nofollow"]').first();
    await option.click();
    // The tap hydrated the panel and reached it: the choice is staged, the address unchanged.
    await expect(option).toHaveAttribute('aria-checked', 'true');
    expect(new URL(page.url()).search).toBe('');
  });

  test('a listing reached inside the app draws its panel at once', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { shopDocument?: number }).shopDocument = 1));
    await page.locator(`a[href="${LISTING}"]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
    await expect(page.locator('#listing-filters a[role="checkbox"]').first()).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { shopDocument?: number }).shopDocument)).toBe(1);
  });
});
