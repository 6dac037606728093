import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FIREFLY_BUILD, stackInfo } from './stack-info.ts';

/*
 * Secrets never reach a browser, and neither does the content backend's address
 * (SPEC: its host is not shown): neither the client scripts of the build nor the prerendered
 * pages it serves contain any of the stack's secrets or Directus' URL.
 */

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full, keep) : keep(name) ? [full] : [];
  });
}

test('the build sent to browsers holds no secret and no content-backend address', async () => {
  const { secrets, cms } = await stackInfo();
  const shipped = [
    ...files(join(FIREFLY_BUILD, 'static'), () => true),
    // Prerendered pages and their RSC payloads, served as they are.
    ...files(join(FIREFLY_BUILD, 'server/app'), (n) => /\.(html|rsc|body|meta|json)$/.test(n)),
  ];
  expect(shipped.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
  expect(shipped.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(10);
  const needles = [...secrets, new URL(cms).host];
  expect(secrets.length).toBeGreaterThanOrEqual(5);
  const found = shipped.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return needles
      .filter((n) => text.includes(n))
      .map((n) => `${file.slice(FIREFLY_BUILD.length)} contains ${n.slice(0, 4)}…`);
  });
  expect(found).toEqual([]);
});
