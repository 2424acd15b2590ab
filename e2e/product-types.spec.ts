import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { customerGraphql } from './support/account.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { SIZE_STOCK_FIELDS, sizeInStock, type SizedProduct } from './support/catalogue.ts';
import { chooseHomeDelivery, decideAtProvider, fillGuestDetails, payWithIdeal } from './support/checkout.ts';
import { waitForSizeForm } from './support/hydration.ts';

// A guest buys a bundle (a size per part) and an e-card gift card with a free amount, through the
// checkout to the order confirmation; the gift card form checks its fields as the shopper goes
// (D11–D13), and both products can be added without JavaScript (D10–D13).

const GIFT_CARD_PATH = '/cadeaukaart.html';

interface BundleCandidate {
  path: string;
  name: string;
  /** A size with stock to spare for each part, in slot order. */
  sizes: string[];
}

interface BundleItem {
  __typename: string;
  url_key: string;
  name: string;
  items?: { position: number; options: { product: SizedProduct }[] }[];
}

/** A bundle whose every part has a size in stock, asked of the shop's API. */
async function findBundle(request: APIRequestContext): Promise<BundleCandidate> {
  // Small pages: bundle parts with their sizes nest four lists deep, which the API's cost budget weighs.
  for (let page = 1; page <= 80; page++) {
    const { products } = await customerGraphql<{ products: { items: BundleItem[] } }>(
      request,
      `query ($page: Int!) { products(search: "", pageSize: 10, currentPage: $page) { items { __typename url_key name
        ... on BundleProduct { items { position options { product { ... on ConfigurableProduct { ${SIZE_STOCK_FIELDS} } } } } } } } }`,
      { page },
    );
    for (const item of products.items) {
      if (item.__typename !== 'BundleProduct' || !item.items) continue;
      const slots = [...item.items].sort((a, b) => a.position - b.position);
      const sizes = slots.map((slot) => (slot.options[0] ? sizeInStock(slot.options[0].product) : null));
      if (sizes.length > 1 && sizes.every((size): size is string => size !== null)) {
        return { path: `/${item.url_key}.html`, name: item.name, sizes };
      }
    }
    if (products.items.length < 10) break;
  }
  throw new Error('The seeded catalogue has no bundle with every part in stock');
}

const bundleParts = (page: Page) => page.getByRole('region', { name: 'Deze set bestaat uit' }).getByRole('listitem');
const addButton = (page: Page) => page.getByRole('button', { name: 'In winkelwagen' });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Je bestelling' });

async function screenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: fileURLToPath(new URL(`../screenshots/product-types-${name}.png`, import.meta.url)), fullPage: true });
}

/** Picks a part's size; with scripts the size form submits itself and the address carries the choice. */
async function chooseSize(part: Locator, size: string) {
  await part.getByRole('radio', { name: size, exact: true }).check();
}

/** The gift card form loads its checks as its own script; until then it is a plain form post. */
async function whenGiftcardFormReady(page: Page) {
  await expect(page.locator('form[data-enhanced]')).toBeAttached();
}

async function fillGiftcardPeople(page: Page, recipientEmail: string) {
  await page.getByLabel('Jouw naam').fill('Jan de Vries');
  await page.getByLabel('Naam ontvanger').fill('Piet Jansen');
  await page.getByLabel('E-mailadres ontvanger').fill(recipientEmail);
}

test.describe('with JavaScript', () => {
  test('a bundle with a size per part and an e-card of a free amount, bought to the confirmation (D9–D13, CA5, CO1, OC1)', async ({
    page,
    request,
  }) => {
    const bundle = await findBundle(request);
    await page.goto(bundle.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bundle.name);
    await waitForSizeForm(page);

    // D10: a size choice per part; D9: adding without sizes only shows the message.
    await expect(bundleParts(page)).toHaveCount(bundle.sizes.length);
    for (const part of await bundleParts(page).all()) await expect(part.getByRole('group', { name: 'Kies je maat' })).toBeVisible();
    await addButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Kies minimaal 1 maat.');

    for (const [index, size] of bundle.sizes.entries()) {
      await chooseSize(bundleParts(page).nth(index), size);
      await expect(page).toHaveURL(new RegExp(`item-\\d+-size=${encodeURIComponent(size)}`));
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
    await screenshot(page, 'bundle');
    await addButton(page).click();
    const added = page.getByRole('dialog', { name: 'Het artikel is toegevoegd aan je winkelwagen' });
    await expect(added).toBeVisible();
    await expect(added).toContainText(bundle.name);
    await added.getByRole('button', { name: 'Verder winkelen' }).click();

    // The gift card: D11 type alone is not enough, D12 the free amount's bounds, D13 the e-card's address.
    await page.goto(GIFT_CARD_PATH);
    await whenGiftcardFormReady(page);
    await expect(page.getByRole('radio', { name: /E-cadeaukaart per e-mail/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    const giftcardAdd = addButton(page);
    await expect(giftcardAdd).toBeEnabled();
    await giftcardAdd.click();
    await expect(page.getByText('Kies een bedrag.')).toBeVisible();
    await expect(page.getByText('Vul je naam in.')).toBeVisible();
    await expect(added).toBeHidden();

    const amount = page.getByLabel(/Eigen bedrag in euro/);
    await amount.fill('4,99');
    await amount.blur();
    await expect(page.getByText('Het bedrag moet tussen € 5,- en € 500,- liggen.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Eigen bedrag' })).toBeChecked();
    await amount.fill('501');
    await expect(page.getByText('Het bedrag moet tussen € 5,- en € 500,- liggen.')).toBeVisible();
    await amount.fill('5');
    await expect(page.getByText('Het bedrag moet tussen € 5,- en € 500,- liggen.')).toHaveCount(0);
    await amount.fill('500');
    await expect(page.getByText('Het bedrag moet tussen € 5,- en € 500,- liggen.')).toHaveCount(0);
    await amount.fill('37,50');
    await fillGiftcardPeople(page, '');
    await giftcardAdd.click();
    await expect(page.getByText('Een e-cadeaukaart sturen we per e-mail: vul het e-mailadres van de ontvanger in.')).toBeVisible();
    await expect(page.getByLabel('E-mailadres ontvanger')).toBeFocused();
    await page.getByLabel('E-mailadres ontvanger').fill('piet@example.com');
    await page.getByLabel(/Persoonlijk bericht/).fill('Gefeliciteerd!');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'giftcard');
    await giftcardAdd.click();
    await expect(added).toBeVisible();
    await expect(added).toContainText('Bedrag: € 37,50');
    await expect(added).toContainText('Voor: Piet Jansen (piet@example.com)');
    await screenshot(page, 'giftcard-added');
    await added.getByRole('link', { name: 'Naar winkelwagen' }).click();

    // The cart lists the bundle's parts and the card's type, amount and recipient.
    await expect(page).toHaveURL(/\/cart\/$/);
    const bundleLine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bundle.name }) });
    for (const size of bundle.sizes) await expect(bundleLine).toContainText(`- ${size}`);
    const cardLine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cadeaukaart' }) });
    await expect(cardLine).toContainText('Soort:E-cadeaukaart per e-mail');
    await expect(cardLine).toContainText('Bedrag:€ 37,50');
    await expect(cardLine).toContainText('Voor:Piet Jansen (piet@example.com)');
    await screenshot(page, 'cart');

    // Through the checkout with the sandbox payment.
    await page.getByRole('link', { name: 'Bestellen' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(summary(page)).toContainText('Bedrag: 37,50');
    await fillGuestDetails(page);
    await chooseHomeDelivery(page);
    await payWithIdeal(page);
    await decideAtProvider(page, 'approve');

    await expect(page).toHaveURL(/\/order-complete\/NL\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(bundle.name);
    await expect(main).toContainText('Soort: E-cadeaukaart per e-mail');
    await expect(main).toContainText('Bedrag: € 37,50');
    await expect(main).toContainText('Voor: Piet Jansen');
    await expect(main).toContainText('E-mail ontvanger: piet@example.com');
    await expect(main).toContainText('Bericht: Gefeliciteerd!');
    await screenshot(page, 'confirmation');
    await expectNoSeriousA11yViolations(page);
  });

  test('a card by post needs no e-mail address; a listed amount is enough (D11, D13)', async ({ page }) => {
    await page.goto(GIFT_CARD_PATH);
    await whenGiftcardFormReady(page);
    await page.getByRole('radio', { name: /Cadeaukaart per post/ }).check();
    await page.getByRole('radio', { name: '€ 50,-' }).check();
    // The headline price follows the chosen value.
    const headline = page.getByRole('main').locator('h1').locator('xpath=ancestor::header[1]/following-sibling::div[1]');
    await expect(headline).toHaveText('€ 50,-');
    await page.getByRole('radio', { name: '€ 25,-' }).check();
    await expect(headline).toHaveText('€ 25,-');
    await page.getByRole('radio', { name: '€ 50,-' }).check();
    await page.getByLabel('Jouw naam').fill('Jan');
    await page.getByLabel('Naam ontvanger').fill('Piet');
    await addButton(page).click();
    const added = page.getByRole('dialog', { name: 'Het artikel is toegevoegd aan je winkelwagen' });
    await expect(added).toContainText('Soort: Cadeaukaart per post');
    await expect(added).toContainText('Bedrag: € 50,-');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gift card form posts, comes back with its messages and entries, then lands on /cart/ (D11–D13)', async ({ page }) => {
    await page.goto(GIFT_CARD_PATH);
    await page.getByLabel(/Eigen bedrag in euro/).fill('501');
    await fillGiftcardPeople(page, 'piet@');
    await addButton(page).click();

    await expect(page).toHaveURL(/\/cart\/add\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Controleer je cadeaukaart' })).toBeVisible();
    await expect(page.getByText('Het bedrag moet tussen € 5,- en € 500,- liggen.')).toBeVisible();
    await expect(page.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
    await expect(page.getByLabel('Naam ontvanger')).toHaveValue('Piet Jansen');
    await expect(page.getByRole('radio', { name: 'Eigen bedrag' })).toBeChecked();
    await screenshot(page, 'giftcard-nojs-errors');

    await page.getByLabel(/Eigen bedrag in euro/).fill('25,50');
    await page.getByLabel('E-mailadres ontvanger').fill('piet@example.com');
    await addButton(page).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    const cardLine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cadeaukaart' }) });
    await expect(cardLine).toContainText('Bedrag:€ 25,50');
    await expect(cardLine).toContainText('Voor:Piet Jansen (piet@example.com)');
  });

  test('a bundle: a size per part with the choose button, then the add posts every part (D9, D10)', async ({ page, request }) => {
    const bundle = await findBundle(request);
    await page.goto(bundle.path);
    await addButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Kies minimaal 1 maat.');
    for (const [index, size] of bundle.sizes.entries()) await chooseSize(bundleParts(page).nth(index), size);
    await page.getByRole('button', { name: 'Kiezen' }).click();
    await addButton(page).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bundle.name }) });
    for (const size of bundle.sizes) await expect(line).toContainText(`- ${size}`);
  });
});
