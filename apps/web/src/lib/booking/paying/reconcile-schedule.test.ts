import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../config/server.ts';
import { startPaypalReconciler } from './reconcile-schedule.ts';

const base = { DIRECTUS_URL: 'http://127.0.0.1:8055', DIRECTUS_TOKEN: 'w'.repeat(32) };
const paypal = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };

describe('startPaypalReconciler', () => {
  it('does not run without PayPal', () => {
    expect(startPaypalReconciler(readServerConfig(base), 'firefly', () => {})).toBeNull();
  });

  it('stops the worker at start without the website token, naming the setting', () => {
    expect(() =>
      startPaypalReconciler(readServerConfig({ ...base, ...paypal }), 'firefly', () => {}),
    ).toThrow('WEBSITE_DIRECTUS_TOKEN is required by the worker when PayPal is configured');
  });

  it('runs on its own interval with it', async () => {
    const ticker = startPaypalReconciler(
      readServerConfig({ ...base, ...paypal, WEBSITE_DIRECTUS_TOKEN: 's'.repeat(32) }),
      'firefly',
      () => {},
    );
    expect(ticker).not.toBeNull();
    await ticker?.stop();
  });
});
