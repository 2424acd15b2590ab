import { expect, test, type Page } from '@playwright/test';
import { isHydrated, waitForHydration } from './support/hydration.ts';

// A page's scripts start after its first screen is drawn (decision 067), so on a slow phone a shopper
// may type or tap before they run. What they did then must still count once the scripts take over:
// the words typed into the search field are searched, a footer menu opened stays open.

/**
 * Holds every script of the shop until `release` is called: the page stays as the server sent it.
 * Such a page is opened up to its parsed document only: once its first screen has drawn (or after
 * 3 s on a slow machine) the starter links the held scripts, and a document still loading other
 * files then has no load event until they are released.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('words typed into the header search before the scripts ran are kept and searched', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const field = page.getByRole('banner').getByRole('search').getByRole('searchbox', { name: 'Zoeken' });
  // At this width the magnifier covers the collapsed field: a keyboard shopper tabs into it.
  await field.focus();
  await field.pressSequentially('qqqqzz', { delay: 20 });
  expect(await page.evaluate(isHydrated)).toBe(false);

  release();
  await waitForHydration(page);
  await expect(field).toHaveValue('qqqqzz');
  await expect(page.getByRole('region', { name: 'Zoeksuggesties' }).getByText('Geen producten gevonden voor “qqqqzz”.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('N6: a footer menu opened before the scripts ran stays open, and closes on the next tap', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('contentinfo').locator('details').first();
    const summary = menu.locator('summary');
    await summary.scrollIntoViewIfNeeded();
    await summary.click();
    await expect(menu).toHaveAttribute('open', '');
    expect(await page.evaluate(isHydrated)).toBe(false);

    release();
    await waitForHydration(page);
    // A frame for the scripts' first effects, then the menu is still as the shopper left it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await expect(menu).toHaveAttribute('open', '');
    await expect(menu.locator('a').first()).toBeVisible();
    await summary.click();
    await expect(menu).not.toHaveAttribute('open', /.*/);
  });
});
