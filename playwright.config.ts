import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './scripts/lib/chromium-flags.json';

/**
 * Browser journeys (tests/e2e). Run them with `npm run test:e2e`: tests/e2e/run.mjs builds the
 * storefront, starts the API on 4100 and the storefront on 3100 with a scratch database, then
 * calls `playwright test`. Chromium is Debian's (or PLAYWRIGHT_CHROMIUM_PATH); nothing downloads one.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
/**
 * Journeys that change what other journeys read (the brand's earn rate, the dessert prices of every
 * Texas store, the most a US diner pays a courier): they run after the rest.
 */
const BRAND_WIDE = ['**/staff-loyalty.spec.ts', '**/staff-prices.spec.ts', '**/delivery-fee-caps.spec.ts'];
/**
 * Journeys of a chain built from nothing: their own stack in production mode on an empty database,
 * its first brand admin made by `npm run staff:create-admin` (tests/e2e/production-stack.mjs).
 */
const EMPTY_PRODUCTION = ['**/production-*.spec.ts'];

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // On CI a journey gets one more try: a journey failing twice fails the run; one passing the second
  // time is reported as flaky (the list reporter and the CI totals name it) so it is seen and fixed.
  retries: process.env.CI ? 1 : 0,
  // A journey is a person's whole path on a 2-core machine running the stack, two browsers and the build's servers.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  projects: [
    { name: 'journeys', testIgnore: [...BRAND_WIDE, ...EMPTY_PRODUCTION] },
    { name: 'brand-wide settings', testMatch: BRAND_WIDE, dependencies: ['journeys'] },
    {
      name: 'empty production database',
      testMatch: EMPTY_PRODUCTION,
      use: { baseURL: process.env.E2E_PRODUCTION_BASE_URL ?? 'http://localhost:3200' },
    },
  ],
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? './test-results/e2e-report.json' }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
});
