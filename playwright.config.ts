import { defineConfig, devices } from '@playwright/test';
import { SUITE_ADDRESS } from './e2e/addresses.ts';
import { E2E_PORTS } from './e2e/ports.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

/** Debian's Chromium (never a downloaded browser), headless, against production builds. */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** Specs that need the stack to themselves: they run after the desktop and phone projects. */
const AFTER_THE_REST = [/fuzz\.spec\.ts/, /card-data\.spec\.ts/];
/** Lighthouse budgets (docs/performance.md): last of all, on a quiet stack. */
const BUDGETS = /budgets\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.firefly}`,
    // The suite's address, exempt from the rate limits (e2e/addresses.ts).
    extraHTTPHeaders: { 'x-real-ip': SUITE_ADDRESS },
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: [...AFTER_THE_REST, BUDGETS],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@phone/,
      testIgnore: [...AFTER_THE_REST, BUDGETS],
    },
    // The fuzz counts every write to Directus and the card-data scan reads the whole run's data:
    // both run when the other projects have finished.
    {
      name: 'scans',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: AFTER_THE_REST,
      dependencies: ['desktop', 'phone'],
    },
    // A page's budget test measures it again (five more runs) when its best run missed: on a
    // shared two-core machine a whole test's runs can be slowed by neighbours; a page that is
    // itself too slow misses every time. Playwright reports such a pass as flaky.
    {
      name: 'budgets',
      testMatch: BUDGETS,
      dependencies: ['desktop', 'phone', 'scans'],
      retries: 2,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-stack.ts',
    url: `http://127.0.0.1:${E2E_PORTS.ready}/`,
    timeout: 900_000,
    // E2E_REUSE_STACK=1 runs specs against a stack already started with `node scripts/e2e-stack.ts`.
    reuseExistingServer: Boolean(process.env.E2E_REUSE_STACK),
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
