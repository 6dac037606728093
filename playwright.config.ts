import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS } from './e2e/ports.ts';
import { chromium, suiteSettings } from './e2e/suite-settings.ts';

/** The card-data scan reads the whole run's data: after the desktop and phone projects. */
const CARD_SCAN = /card-data\.spec\.ts/;
/** The fuzz counts the website's every write to Directus: alone, after everything that books. */
const FUZZ = /fuzz\.spec\.ts/;
/** The outbox tests stop the firefly worker's mail and move its clock: alone, after the fuzz. */
const OUTBOX = /outbox\.spec\.ts/;
/** The invoice provider's outage stops it for every booking: alone, after the outbox's. */
const INVOICE_OUTAGE = /invoice-outage\.spec\.ts/;
/** The scale-out suite's own specs (playwright.scale.config.ts): they need its stack. */
const SCALE_ONLY = /\/scale\//;
const AFTER_THE_REST = [CARD_SCAN, FUZZ, OUTBOX, INVOICE_OUTAGE, SCALE_ONLY];
/** First-load budgets (docs/performance.md): a project of their own, in a phone's screen. */
const BUDGETS = /budgets\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  ...suiteSettings(`http://127.0.0.1:${E2E_PORTS.firefly}`, 'e2e.json'),
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
    // The card-data scan reads the whole run's data: it runs when the other projects have
    // finished. It books and pays, so the fuzz, which counts every write the website makes,
    // waits for it too: side by side, the scan's booking was counted as the fuzz's.
    {
      name: 'scans',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: CARD_SCAN,
      dependencies: ['desktop', 'phone'],
    },
    {
      name: 'fuzz',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: FUZZ,
      dependencies: ['scans'],
    },
    {
      name: 'outbox',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: OUTBOX,
      dependencies: ['fuzz'],
    },
    {
      name: 'invoice-outage',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: INVOICE_OUTAGE,
      dependencies: ['outbox'],
    },
    // Layout shift and JavaScript of each page's first load: figures the machine does not change.
    {
      name: 'budgets',
      use: { launchOptions: chromium },
      testMatch: BUDGETS,
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
