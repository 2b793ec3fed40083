/**
 * With the API out of reach, a page answers 503 with Retry-After and says so in the diner's
 * language, inside the usual header and footer, and its Retry button (by keyboard) brings the
 * page back once the API answers again. These journeys use the second storefront of
 * tests/e2e/run.mjs, whose API addresses all point at a gate this file opens, closes or holds.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { ApiGate } from './support/api-gate';
import { recordCspViolations } from './support/csp';
import { expectLang } from './support/pages';
import { text, type Language } from './support/text';

const OFFLINE_WEB = process.env.E2E_OFFLINE_WEB_URL ?? 'http://localhost:3101';
const GATE_PORT = Number(process.env.E2E_GATE_PORT ?? 4101);
const API = new URL(process.env.E2E_API_URL ?? 'http://localhost:4100');

const MARKETS: { prefix: string; language: Language; lang: string }[] = [
  { prefix: '', language: 'en', lang: 'en-US' },
  { prefix: '/ca/fr', language: 'fr', lang: 'fr-CA' },
];

const gate = new ApiGate(GATE_PORT, API);

// One gate for the whole file: its journeys take turns.
test.describe.configure({ mode: 'serial' });
test.afterAll(() => gate.close());

async function expectUnavailablePage(page: Page, response: Response | null, language: Language) {
  expect(response?.status()).toBe(503);
  expect(response?.headers()['retry-after']).toBe('10');
  await expect(page.getByRole('heading', { level: 1, name: text(language, 'unavailable.title') })).toBeVisible();
  await expect(page.getByText(text(language, 'unavailable.body'))).toBeVisible();
  // The shell still renders, from the bundled content: the content API is out of reach too.
  await expect(page.getByRole('navigation', { name: text(language, 'layout.mainNav') })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const { prefix, language, lang } of MARKETS) {
  test(`${lang}: an unreachable API gives the 503 page, and Retry brings the page back`, async ({ page }) => {
    const violations = recordCspViolations(page);
    await gate.close();
    const response = await page.goto(`${OFFLINE_WEB}${prefix}/locations`);
    await expectLang(page, lang);
    await expectUnavailablePage(page, response, language);

    await gate.listen('open');
    const retry = page.getByRole('button', { name: text(language, 'unavailable.retry') });
    await retry.focus();
    const [again] = await Promise.all([
      page.waitForResponse((answer) => answer.request().isNavigationRequest() && answer.url().endsWith(`${prefix}/locations`)),
      page.keyboard.press('Enter'),
    ]);
    expect(again.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'locations.title') })).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('an API that does not answer in time gives the 503 page too', async ({ page }) => {
  await gate.listen('hang');
  const started = Date.now();
  const response = await page.goto(`${OFFLINE_WEB}/locations`);
  // The offline storefront gives up after SSR_API_TIMEOUT_MS=1500 (tests/e2e/run.mjs).
  expect(Date.now() - started).toBeLessThan(10_000);
  await expectUnavailablePage(page, response, 'en');
  await gate.close();
});
