import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { inlineScripts } from '@rental/domain/script-policy';

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

test.describe('a script policy without unsafe-inline', () => {
  for (const path of [
    '/',
    '/flota',
    '/en/sucursales',
    '/reserva',
    '/info/terminos-y-condiciones',
    '/no-such-page',
  ]) {
    test(`${path}: every inline script of the page is allowed by its hash, nothing else is`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy'];
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc).toMatch(/^'self'/);
      // Styles may be inline (React's style attributes; docs/security.md), scripts never.
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(policy.replace("style-src 'self' 'unsafe-inline'", '')).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      expect(policy).toContain("default-src 'self'");
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(3);
      for (const script of scripts)
        expect(scriptSrc).toContain(
          `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
        );
    });
  }

  test('the pages work under it, and a script injected into the page is refused (es)', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto('/flota');
    await page.getByTestId('reserve-car').first().click();
    await expect(page.getByTestId('reservation-form')).toBeVisible();
    expect(violations).toEqual([]);
    const ran = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          (window as unknown as { injected?: boolean }).injected = false;
          document.addEventListener(
            'securitypolicyviolation',
            () => resolve((window as unknown as { injected: boolean }).injected),
            { once: true },
          );
          const s = document.createElement('script');
          s.textContent = 'window.injected = true';
          document.body.append(s);
          setTimeout(() => resolve((window as unknown as { injected: boolean }).injected), 2000);
        }),
    );
    expect(ran).toBe(false);
    expect(violations.length).toBeGreaterThan(0);
  });
});
