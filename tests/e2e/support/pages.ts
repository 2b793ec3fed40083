/** What every journey checks on arrival: the status the server answered and the document language. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens `path` as a diner would (typing the URL) and checks the status it answered with. */
export async function visit(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response, `no response for ${path}`).not.toBeNull();
  expect(response?.status(), `status of ${path}`).toBe(status);
}

/**
 * Clicks until what the click opens shows: a click that lands before React hydrated the
 * server-rendered page does nothing, and a person would simply click again.
 */
export async function clickUntilVisible(button: Locator, opened: Locator): Promise<void> {
  await expect(async () => {
    await button.click();
    await expect(opened).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export async function expectLang(page: Page, lang: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Times as a store page must not show them: with seconds ('10:30:00'). */
export const TIME_WITH_SECONDS = /\b\d{1,2}:\d{2}:\d{2}\b/;
/** A clock time as a store page shows it, 12- or 24-hour: '10:30 AM', '21:00'. */
export const CLOCK_TIME = /\b\d{1,2}:\d{2}\b/;
