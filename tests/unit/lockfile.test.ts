import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  resolved?: string;
  integrity?: string;
  link?: boolean;
}

const lock = JSON.parse(
  readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'),
) as {
  packages: Record<string, LockedPackage>;
};
const downloaded = Object.entries(lock.packages).filter(
  ([path, entry]) => path.includes('node_modules/') && !entry.link,
);

/**
 * `npm ci` on a fresh machine downloads each package from the address the lockfile gives.
 * Without it, npm first fetches every package's registry metadata (.npmrc says why that hurt).
 */
describe('package-lock.json', () => {
  it('gives every downloaded package its registry address and checksum', () => {
    expect(downloaded.length).toBeGreaterThan(1000);
    const bare = downloaded
      .filter(
        ([, entry]) =>
          !entry.resolved?.startsWith('https://registry.npmjs.org/') || !entry.integrity,
      )
      .map(([path]) => path);
    expect(bare).toEqual([]);
  });
});
