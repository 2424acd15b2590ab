import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';
import { afterFrames } from './support/settle.ts';

// Layouts and navigation: the mega menu by keyboard, the mobile drawer, the footer accordions on a
// phone, the sticky header, and the shop's internal utility pages.

const UTILITY_PAGES = ['/experiments/', '/styleguide/', '/empty-layout/', '/empty-page/', '/poccheckout/', '/poccheckout/abc12/'];

test('R5, R6: every utility page answers 200 with robots noindex', async ({ request }) => {
  for (const path of UTILITY_PAGES) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  }
});

test('R6: /preview/ without a token, or with a forged one, is the not-found page', async ({ request }) => {
  for (const path of [
    '/preview/',
    '/preview/?token=abc',
    '/preview/?token=eyJ1aWQiOiJvdmVyLW9ucyJ9.forged',
    `/preview/?token=${'x'.repeat(4000)}`,
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path.slice(0, 40)).toBe(404);
    expect(response.headers()['cache-control']).toContain('no-store');
  }
});

test('R5: the style guide shows every content block type', async ({ page }) => {
  await page.goto('/styleguide/');
  await expect(page.getByRole('heading', { level: 1, name: 'Stijlgids' })).toBeVisible();
  await expect(page.locator('[data-block-example]')).toHaveCount(17);
  for (const type of ['hero_image', 'image_with_text', 'product_slider', 'rich_text', 'category_block', 'divider']) {
    await expect(page.locator(`[data-block-example="${type}"]`)).toBeVisible();
  }
});

test('R5: axe finds no serious problems on the utility pages', async ({ page }) => {
  for (const path of ['/experiments/', '/styleguide/', '/empty-layout/', '/empty-page/', '/poccheckout/']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});

test('L7: the empty layout has no shop header and opens the typed address', async ({ page }) => {
  await page.goto('/empty-layout/');
  await expect(page.locator('nav#shop-menu')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The refusal is the scripts' (without them the server answers the form: the next journey).
  await waitForHydration(page);
  const box = page.getByLabel('Adres in de winkel');
  await box.fill('https://evil.example/');
  await page.getByRole('button', { name: 'Ga naar dit adres' }).click();
  await expect(page.getByRole('alert')).toContainText('/cart/');
  await expect(page).toHaveURL(/\/empty-layout\/$/);
  await box.fill('/cart/');
  await page.getByRole('button', { name: 'Ga naar dit adres' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
});

test('L7: without JavaScript the empty layout still opens a shop address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/empty-layout/');
  await page.getByLabel('Adres in de winkel').fill('/cart/');
  await page.getByRole('button', { name: 'Ga naar dit adres' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await context.close();
});

test('N3: the mega menu works by keyboard: open, move with the arrows, Escape returns focus', async ({ page }) => {
  await page.goto('/');
  const shop = page.getByRole('button', { name: 'Shop', exact: true });
  const menu = page.locator('nav#shop-menu');
  await shop.focus();
  await page.keyboard.press('Enter');
  await expect(shop).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toHaveAttribute('data-open', 'true');
  const first = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(first).toBeTruthy();
  expect(await page.evaluate(() => document.getElementById('shop-menu')?.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('ArrowDown');
  const second = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(second).not.toBe(first);
  await page.keyboard.press('ArrowUp');
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(first);
  // ArrowRight jumps to the next column's category, ArrowLeft back.
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(second);
  await page.keyboard.press('ArrowLeft');
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(first);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('data-open', 'false');
  await expect(shop).toBeFocused();
  // ArrowDown on the closed toggle opens it too; Space toggles like Enter.
  await page.keyboard.press('ArrowDown');
  await expect(menu).toHaveAttribute('data-open', 'true');
  await page.keyboard.press('Escape');
  await expect(shop).toBeFocused();
  await page.keyboard.press('Space');
  await expect(menu).toHaveAttribute('data-open', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('data-open', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('N3, L15: the drawer opens, locks the page, slides a submenu in and back, and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu openen' });
    await toggle.click();
    const menu = page.locator('nav#shop-menu');
    await expect(menu).toHaveAttribute('data-open', 'true');
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    const category = menu.locator('[data-category-button]').first();
    await category.click();
    await expect(menu).toHaveAttribute('data-level', 'sub');
    await menu.locator('[data-active="true"]').getByRole('button', { name: 'Terug' }).click();
    await expect(menu).toHaveAttribute('data-level', 'root');
    await expect(category).toBeFocused();
    await menu.getByRole('button', { name: 'Menu sluiten' }).click();
    await expect(menu).toHaveAttribute('data-open', 'false');
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test('N6: a footer menu opens on a tap and closes on the next', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('contentinfo').locator('details').first();
    const summary = menu.locator('summary');
    await summary.scrollIntoViewIfNeeded();
    await expect(menu).not.toHaveAttribute('open', /.*/);
    await summary.click();
    await expect(menu).toHaveAttribute('open', '');
    await expect(menu.locator('a').first()).toBeVisible();
    await summary.click();
    await expect(menu).not.toHaveAttribute('open', /.*/);
  });

  test('L11: the header turns fixed after 25 px', async ({ page }) => {
    await expectFixedAfter(page, 25);
  });
});

test('L11: the header turns fixed after 35 px on a large screen, and shows its variant scrolling up', async ({ page }) => {
  await expectFixedAfter(page, 35);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(page.locator('header[data-fixed]')).toHaveAttribute('data-direction', 'down');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.locator('header[data-fixed]')).toHaveAttribute('data-direction', 'up');
});

test('L11: a page scrolled before its scripts ran does not jump when the header turns fixed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The shopper scrolls while the page loads: the header is static in the server's HTML.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      window.scrollTo(0, 600);
      const title = document.querySelector('main h1');
      (window as unknown as { titleTop?: number }).titleTop = title?.getBoundingClientRect().top;
    }),
  );
  await page.goto('/kleding/');
  await waitForHydration(page);
  await expect(page.locator('header[data-fixed]')).toHaveAttribute('data-fixed', 'true');
  await afterFrames(page);
  const [before, after, scrollY] = await page.evaluate(() => [
    (window as unknown as { titleTop?: number }).titleTop,
    document.querySelector('main h1')?.getBoundingClientRect().top,
    window.scrollY,
  ]);
  expect(scrollY).toBe(600);
  expect(after).toBe(before);
});

async function expectFixedAfter(page: Page, threshold: number) {
  await page.goto('/');
  const header = page.locator('header[data-fixed]');
  await expect(header).toHaveAttribute('data-fixed', 'false');
  await page.evaluate((y) => window.scrollTo(0, y), threshold - 1);
  await afterFrames(page);
  await expect(header).toHaveAttribute('data-fixed', 'false');
  await page.evaluate((y) => window.scrollTo(0, y), threshold + 1);
  await expect(header).toHaveAttribute('data-fixed', 'true');
}

for (const [width, visible] of [
  [1279, 4],
  [1280, 6],
] as const) {
  test(`B9: a product slider shows ${visible} products at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const slider = page.locator('[data-variant="products"][aria-roledescription="carousel"]').first();
    await slider.scrollIntoViewIfNeeded();
    const shown = await slider.evaluate((carousel) => {
      const track = carousel.querySelector('ul')!.getBoundingClientRect();
      return Array.from(carousel.querySelectorAll('li[aria-roledescription="slide"]')).filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= track.left - 1 && box.right <= track.right + 1;
      }).length;
    });
    expect(shown).toBe(visible);
  });
}
