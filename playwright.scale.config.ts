import { defineConfig, devices } from '@playwright/test';
import { portsAt, SCALE_PORT_OFFSET } from './e2e/ports.ts';
import { chromium, suiteSettings } from './e2e/suite-settings.ts';

/**
 * The scale-out suite (`npm run test:scale`, part of `npm test`): the booking and pre-check-in
 * specs, and the scale-out spec, against the scale-out profile (scripts/scale-stack.ts) — two
 * site processes behind nginx, two Directus on PostgreSQL, Redis. Every port is moved by
 * SCALE_PORT_OFFSET (set here, before the specs and the stack read e2e/ports.ts), so the
 * specs reach this stack where they would reach the main one. The booking load's latency
 * guard and the stopped processes run last, each alone.
 */
process.env.E2E_PORT_OFFSET = String(SCALE_PORT_OFFSET);
const E2E_PORTS = portsAt(SCALE_PORT_OFFSET);

export default defineConfig({
  testDir: './e2e',
  // Tests that need the main stack's other servers (a second brand, a dead CMS).
  grepInvert: /@one-stack/,
  ...suiteSettings(`http://127.0.0.1:${E2E_PORTS.firefly}`, 'e2e-scale.json'),
  projects: [
    {
      name: 'scale',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: [/\/booking\.spec\.ts/, /\/precheckin\.spec\.ts/, /scale\/shared-cache\.spec\.ts/],
    },
    // The booking load's latency guard: alone, so no browser shares the two cores with it.
    {
      name: 'scale-load',
      testMatch: /scale\/booking-load\.spec\.ts/,
      dependencies: ['scale'],
    },
    // The ledger's chaos: kills and restarts a site process or a worker mid-operation, alone.
    {
      name: 'scale-chaos',
      testMatch: /scale\/ledger-chaos\.spec\.ts/,
      dependencies: ['scale-load'],
    },
    // Kills a site process and a Directus process for good: alone, once everything else has run.
    {
      name: 'scale-stop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: /scale\/stop-processes\.spec\.ts/,
      dependencies: ['scale-chaos'],
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
