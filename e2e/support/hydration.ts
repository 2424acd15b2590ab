import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has attached itself to the page, so a click or a submit reaches its handler.
 * Before that, a form posts natively (and the browser's own required-field check stops it without
 * the shop's message) and a client-side link or button does nothing; a journey that acts on the
 * page before then tests the browser, not the shop.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated);
}

/** Runs in the page: whether React has attached itself to the main landmark. */
export function isHydrated(): boolean {
  return Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react'));
}

/** On a product page: once scripts run, the size form's "choose" button hides (picking a size submits by itself). */
export async function waitForSizeForm(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Kiezen' })).toHaveClass('visually-hidden');
}
