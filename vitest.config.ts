import { defineConfig } from 'vitest/config';

/**
 * One runner for the whole repo. `unit` is milliseconds and needs nothing running;
 * `integration` starts a throw-away Directus (see tests/integration/global-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/messages/**/*.test.ts',
            'services/cms/src/**/*.test.ts',
            'services/paypal-sandbox/src/**/*.test.ts',
            'services/invoice-sandbox/src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
        },
        resolve: {
          alias: { 'server-only': new URL('./tests/support/empty.ts', import.meta.url).pathname },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
        resolve: {
          alias: { 'server-only': new URL('./tests/support/empty.ts', import.meta.url).pathname },
        },
      },
    ],
  },
});
