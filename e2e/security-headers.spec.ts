import { expect, test } from '@playwright/test';

test.describe('security headers on every response', () => {
  for (const path of ['/', '/en/flota', '/reserva', '/api/build', '/robots.txt', '/no-such-page']) {
    test(path, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      // A local run (http://127.0.0.1): no HSTS, or the browser would insist on HTTPS for the host.
      expect(headers['strict-transport-security']).toBeUndefined();
    });
  }

  test('static files too', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
    const response = await request.get(script!);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});
