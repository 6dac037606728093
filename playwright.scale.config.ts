import { defineConfig, devices } from '@playwright/test';
import { SUITE_ADDRESS } from './e2e/addresses.ts';
import { portsAt, SCALE_PORT_OFFSET } from './e2e/ports.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

/**
 * The scale-out suite (`npm run test:scale`, part of `npm test`): the booking and pre-check-in
 * specs, and the scale-out spec, against the scale-out profile (scripts/scale-stack.ts) — two
 * site processes behind nginx, two Directus on PostgreSQL, Redis. Every port is moved by
 * SCALE_PORT_OFFSET (set here, before the specs and the stack read e2e/ports.ts), so the
 * specs reach this stack where they would reach the main one.
 */
process.env.E2E_PORT_OFFSET = String(SCALE_PORT_OFFSET);
const E2E_PORTS = portsAt(SCALE_PORT_OFFSET);

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './e2e',
  // Tests that need the main stack's other servers (a second brand, a dead CMS).
  grepInvert: /@one-stack/,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-scale.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.firefly}`,
    extraHTTPHeaders: { 'x-real-ip': SUITE_ADDRESS },
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'scale',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: [/\/booking\.spec\.ts/, /\/precheckin\.spec\.ts/, /scale\/shared-cache\.spec\.ts/],
    },
    // Kills a site process and a Directus process: alone, once everything else has run.
    {
      name: 'scale-stop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: /scale\/stop-processes\.spec\.ts/,
      dependencies: ['scale'],
    },
  ],
  webServer: {
    command: 'node scripts/scale-stack.ts',
    url: `http://127.0.0.1:${E2E_PORTS.ready}/`,
    timeout: 900_000,
    reuseExistingServer: Boolean(process.env.E2E_REUSE_STACK),
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
