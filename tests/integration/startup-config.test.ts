import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@rental/cms/runtime';

/** Bad configuration stops the build and the server at once, with a message naming the setting. */
const web = join(REPO_ROOT, 'apps/web');
const next = createRequire(join(web, 'package.json')).resolve('next/dist/bin/next');

function runNext(args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync(process.execPath, [next, ...args], {
    cwd: web,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: '.next-config-test',
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('configuration errors', () => {
  it.each(['', 'acme'])(
    'NEXT_PUBLIC_BRAND=%j stops the build naming the variable and the keys',
    (brand) => {
      const { status, output } = runNext(['build'], { NEXT_PUBLIC_BRAND: brand });
      expect(status).not.toBe(0);
      expect(output).toContain('No brand specified on nuxt config: NEXT_PUBLIC_BRAND is');
      expect(output).toContain('firefly, tucan, marea, volcan');
    },
  );

  it('an unknown brand stops the server too', () => {
    const { status, output } = runNext(['start', '-p', '3199'], {
      NEXT_PUBLIC_BRAND: 'acme',
      DIRECTUS_URL: 'http://127.0.0.1:8055',
      DIRECTUS_TOKEN: 'x'.repeat(32),
    });
    expect(status).not.toBe(0);
    expect(output).toContain('No brand specified');
  });

  it('the server will not start without its Directus token', () => {
    const { status, output } = runNext(['start', '-p', '3199'], {
      NEXT_PUBLIC_BRAND: 'firefly',
      DIRECTUS_URL: 'http://127.0.0.1:8055',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('DIRECTUS_TOKEN');
  });

  it('nor with a malformed Directus URL', () => {
    const { status, output } = runNext(['start', '-p', '3199'], {
      DIRECTUS_URL: 'not a url',
      DIRECTUS_TOKEN: 'x'.repeat(32),
    });
    expect(status).not.toBe(0);
    expect(output).toContain('DIRECTUS_URL must be the URL');
  });

  it('live payments stop the server until a bank adapter exists, naming PAYMENTS_MODE', () => {
    const { status, output } = runNext(['start', '-p', '3199'], {
      NEXT_PUBLIC_BRAND: 'firefly',
      DIRECTUS_URL: 'http://127.0.0.1:8055',
      DIRECTUS_TOKEN: 'x'.repeat(32),
      PAYMENTS_MODE: 'live',
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      "PAYMENTS_MODE is 'live' but no bank adapter is configured for the card gateway 'metrobank'",
    );
  });

  it('half a PayPal configuration stops the server, naming the missing variable', () => {
    const { status, output } = runNext(['start', '-p', '3199'], {
      NEXT_PUBLIC_BRAND: 'firefly',
      DIRECTUS_URL: 'http://127.0.0.1:8055',
      DIRECTUS_TOKEN: 'x'.repeat(32),
      PAYPAL_CLIENT_ID: 'abc',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('PAYPAL_CLIENT_SECRET');
  });

  it('a malformed PAYPAL_WEBHOOK_ID stops the server when PayPal is configured, naming it', () => {
    const { status, output } = runNext(['start', '-p', '3199'], {
      NEXT_PUBLIC_BRAND: 'firefly',
      DIRECTUS_URL: 'http://127.0.0.1:8055',
      DIRECTUS_TOKEN: 'x'.repeat(32),
      PAYPAL_CLIENT_ID: 'abc',
      PAYPAL_CLIENT_SECRET: 'def',
      PAYPAL_WEBHOOK_ID: 'https://example.com/hook',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('PAYPAL_WEBHOOK_ID must be the webhook id PayPal shows');
  });

  it('a malformed REDIS_URL stops the server, naming it', () => {
    const { status, output } = runNext(['start', '-p', '3199'], {
      NEXT_PUBLIC_BRAND: 'firefly',
      DIRECTUS_URL: 'http://127.0.0.1:8055',
      DIRECTUS_TOKEN: 'x'.repeat(32),
      REDIS_URL: 'http://127.0.0.1:6379',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('REDIS_URL must be a redis:// or rediss:// URL');
  });

  it('a TRUSTED_PROXIES entry that is not an address or CIDR stops the production server, naming it', () => {
    // apps/web/server.ts (what `npm start` and the e2e stack run) reads it before Next.js starts.
    const result = spawnSync(process.execPath, [join(web, 'server.ts')], {
      cwd: web,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: '.next-config-test',
        PORT: '3199',
        NEXT_PUBLIC_BRAND: 'firefly',
        DIRECTUS_URL: 'http://127.0.0.1:8055',
        DIRECTUS_TOKEN: 'x'.repeat(32),
        TRUSTED_PROXIES: '127.0.0.1,proxy.internal',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain(
      "TRUSTED_PROXIES must list IP addresses or CIDR ranges: 'proxy.internal'",
    );
  });
});
