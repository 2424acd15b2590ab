import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

/** A new shopper's details; the e-mail is unique per call so journeys do not meet each other's accounts. */
export function newShopper(name = 'jan') {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { firstname: 'Jan', lastname: 'de Vries', email: `${name}.${id}@example.nl`, password: 'Geheim12!' };
}

export type Shopper = ReturnType<typeof newShopper>;

/** Registers through /customer/create/ (A7) and lands on the dashboard, logged in. */
export async function register(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/customer/create/');
  await waitForHydration(page);
  await page.getByRole('radio', { name: 'Dhr.' }).check();
  await page.getByLabel('Voornaam').fill(shopper.firstname);
  await page.getByLabel('Achternaam').fill(shopper.lastname);
  await page.getByLabel('E-mailadres', { exact: true }).fill(shopper.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(shopper.password);
  await page.getByLabel('Herhaal wachtwoord').fill(shopper.password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/customer\/$/);
}

/** Logs in through /customer/login/ (A4). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/customer/login/');
  await waitForHydration(page);
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Logs out with the account menu's button (A6). */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/customer/');
  await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Je bent uitgelogd' })).toBeVisible();
}

/** A GraphQL request to the Dutch store, as a customer with `token` or a guest; the answer's data, which must have no errors. */
export async function customerGraphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { store: 'nl', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data;
}
