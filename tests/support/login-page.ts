import type { Page } from 'playwright-core';

// Shared by the e2e suite (tests/e2e/support/app.ts) and the bench's page phase (bench/ui): the login screen
// driven as a user drives it, with no e2e host behind it, so the bench pulls in neither vitest nor axe.

/** Picks a server profile on the login screen by its id. */
export async function chooseProfile(page: Page, profileId: string): Promise<void> {
  // The picker is a native <select> (issue 20: no combobox on the first screen); each option's value is the profile's id.
  await page.locator('select[data-field="profile"]').selectOption(profileId);
}

/** Signs in through the login screen with the Demo profile and waits for the shell. */
export async function signInWithDemo(page: Page, username: string, password: string): Promise<void> {
  await chooseProfile(page, 'demo');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await page.locator('nav[data-nav="main"]').waitFor();
}
