import { expect, type Page } from '@playwright/test';

/** The seeded staff accounts: a manager, and shop staff who may do less. */
export const MANAGER = { email: 'manager@vanarkel.example', password: 'Beheer!2026' };
export const EMPLOYEE = { email: 'winkel@vanarkel.example', password: 'Winkel!2026' };

/** Signs `who` in to the staff console under /admin/ and waits for its overview. */
export async function signInToConsole(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mailadres').fill(who.email);
  await page.getByLabel('Wachtwoord').fill(who.password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
}
