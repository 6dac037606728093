import type { PlaywrightTestConfig } from '@playwright/test';
import { SUITE_ADDRESS } from './addresses.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';

/** Debian's Chromium (never a downloaded browser), headless, against production builds. */
export const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** What both e2e suites (playwright.config.ts, playwright.scale.config.ts) run their tests with. */
export const suiteSettings = (baseURL: string, report: string): PlaywrightTestConfig => ({
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // `npm test` runs the suites with E2E_RETRIES=1 (scripts/test-all.ts says why).
  retries: Number(process.env.E2E_RETRIES ?? 0),
  reporter: [['list'], ['json', { outputFile: `test-results/${report}` }]],
  use: {
    baseURL,
    // The suite's address, exempt from the rate limits (e2e/addresses.ts).
    extraHTTPHeaders: { 'x-real-ip': SUITE_ADDRESS },
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
