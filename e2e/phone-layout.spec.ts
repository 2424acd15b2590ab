import { expect, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { prepareCart, test } from './support/checkout.ts';
import { waitForHydration } from './support/hydration.ts';

// Every page type on a 375 px phone (K1): nothing scrolls sideways, and every button and link the
// shopper sees can be tapped where it is drawn (no caption, badge or layer lies over it). One page
// load per page type; the cart and checkout, where long German and Dutch words once pushed the page
// wider, in both languages. On a desktop, a content slider's arrows above its captions. The cookie bar is answered beforehand: it covers the page's foot by design.

const PHONE = { width: 375, height: 740 };

/** The controls in the viewport whose centre is covered by another element; empty when all can be tapped. */
async function coveredControls(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((root) => {
    const covered: string[] = [];
    for (const element of Array.from(
      document.querySelectorAll<HTMLElement>(`:is(${root}) :is(a[href], button, [role="button"], summary)`),
    )) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      // The first line box: an inline link that wraps is tapped on its text, not between its lines.
      const box = element.getClientRects()[0];
      // Visually hidden controls (skip links) are 1 px; they are reached by keyboard.
      if (!box || box.width < 4 || box.height < 4) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === element || element.contains(hit))) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const by = hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 40)}` : 'nothing';
      covered.push(`${element.tagName.toLowerCase()} "${name}" at ${Math.round(x)},${Math.round(y)} under ${by}`);
    }
    return covered;
  }, within);
}

/** How much wider than the window the page is, and the widest elements sticking out on the right. */
async function sidewaysOverflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const excess = document.documentElement.scrollWidth - innerWidth;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}`);
    return { excess, culprits };
  });
}

/** The page fits the phone's width and its controls in view can be tapped. */
async function expectFitsAndTappable(page: Page, label: string): Promise<void> {
  // Scripts add controls (the tiles' quick view): the page as the shopper uses it.
  await waitForHydration(page);
  const overflow = await sidewaysOverflow(page);
  expect(overflow.excess, `${label} scrolls sideways: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(0);
  expect(await coveredControls(page), `${label}: covered controls`).toEqual([]);
}

async function answerCookieBar(context: BrowserContext): Promise<void> {
  await context.addCookies([
    { name: 'va_cookie_message', value: '1', url: baseURL },
    { name: 'va_cookie_settings', value: encodeURIComponent('functional'), url: baseURL },
  ]);
}

/** The address of the first product on a listing. */
async function firstProductPath(page: Page): Promise<string> {
  const href = await page.locator('main a[href$=".html"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return new URL(href ?? '', baseURL).pathname;
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('no page type scrolls sideways and every control in view can be tapped (K1)', async ({ page, context }) => {
    await answerCookieBar(context);
    const pages: [string, string][] = [
      ['home', '/'],
      ['listing', '/kleding/overhemden/'],
      ['search', '/zoeken/?q=jas'],
      ['account login', '/customer/login/'],
      ['content page', '/klantenservice/'],
      ['store locator', '/winkels/'],
    ];
    for (const [label, path] of pages) {
      await page.goto(path);
      await expectFitsAndTappable(page, label);
      if (label === 'listing') {
        const product = await firstProductPath(page);
        await page.goto(product);
        await expectFitsAndTappable(page, 'product');
      }
    }
  });

  test('an HTML block is as tall as its content: the contact table leaves no empty band (B6)', async ({ page, context }) => {
    await answerCookieBar(context);
    // The page's scripts come late, so the frame has loaded and told its height before anyone listened.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/klantenservice/');
    const frame = page.locator('main iframe').first();
    await frame.scrollIntoViewIfNeeded();
    await waitForHydration(page);
    const content = page.frameLocator('main iframe').first().locator('html');
    await expect(content.locator('table')).toBeVisible();
    await expect
      .poll(async () => {
        const [outer, inner] = await Promise.all([frame.boundingBox(), content.boundingBox()]);
        return Math.abs((outer?.height ?? 0) - (inner?.height ?? -100));
      })
      .toBeLessThanOrEqual(2);
  });

  for (const store of ['nl', 'de']) {
    test(`the cart with an item and checkout step 1 fit the phone in ${store} (K1)`, async ({ page, context, request }) => {
      await answerCookieBar(context);
      await prepareCart(request, context, { store });
      const query = store === 'nl' ? '' : `?store=${store}`;
      await page.goto(`/cart/${query}`);
      await expect(page.locator('main li').first()).toBeVisible();
      await expectFitsAndTappable(page, `cart (${store})`);
      await page.goto(`/checkout/${query}`);
      await expect(page.locator('main form').first()).toBeVisible();
      await expectFitsAndTappable(page, `checkout step 1 (${store})`);
    });
  }
});

test("a content slider's arrows can be clicked where they are drawn, above the slide's caption (B15)", async ({ page, context }) => {
  await answerCookieBar(context);
  await page.goto('/over-ons/');
  const slider = page.locator('[aria-roledescription="carousel"][data-variant="slides"]').first();
  await slider.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  expect(await coveredControls(page, '[aria-roledescription="carousel"][data-variant="slides"]')).toEqual([]);
  await slider.getByRole('button', { name: 'Volgende' }).click();
  await expect(slider.getByRole('button', { name: 'Vorige' })).toBeEnabled();
});
