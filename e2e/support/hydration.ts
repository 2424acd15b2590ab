import type { Page } from '@playwright/test';

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
