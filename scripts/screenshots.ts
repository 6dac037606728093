/**
 * Takes full-page screenshots of the running site, for looking at it as a person would:
 *   node scripts/screenshots.ts [baseUrl] [outDir] [path …]
 * Phone (390 px) and desktop (1280 px), Spanish and English. Screenshots are not committed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';

const [base = 'http://localhost:3000', out = '/tmp/screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length
  ? paths
  : [
      '/',
      '/flota',
      '/info/terminos-y-condiciones',
      '/sucursales',
      '/reserva/checkout',
      '/precheckin',
      '/no-existe',
    ];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const [device, width] of [
  ['phone', 390],
  ['desktop', 1280],
] as const) {
  const page = await browser.newPage({ viewport: { width, height: 844 }, deviceScaleFactor: 1 });
  for (const path of pages) {
    for (const prefix of ['', '/en']) {
      const url = `${base}${prefix}${path === '/' && prefix ? '' : path}`;
      await page.goto(url, { waitUntil: 'networkidle' });
      const name = `${device}${prefix.replace('/', '-') || '-es'}${path.replace(/\//g, '_') || '_home'}.png`;
      await page.screenshot({ path: join(out, name), fullPage: process.env.FULL_PAGE === '1' });
      console.log(join(out, name));
    }
  }
  await page.close();
}
await browser.close();
