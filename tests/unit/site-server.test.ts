import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The site's own server does only what Next.js cannot (docs/architecture.md "The site's
 * server"); compression, static files and the page cache are Next's and nginx's. Its size is
 * the sign that nothing else has crept back in.
 */
const web = resolve(import.meta.dirname, '../../apps/web');
const serverFiles = [
  join(web, 'server.ts'),
  ...readdirSync(join(web, 'src/server'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(web, 'src/server', name)),
];
const lines = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').length;

describe("the site's own server", () => {
  it('is at most 300 lines outside its tests', () => {
    const sizes = serverFiles.map((file) => `${file.slice(web.length + 1)}: ${lines(file)}`);
    const total = serverFiles.reduce((sum, file) => sum + lines(file), 0);
    expect(serverFiles.length).toBeGreaterThan(1);
    expect(total, sizes.join('\n')).toBeLessThanOrEqual(300);
  });

  it('neither compresses nor replays: no zlib compressor and no response cache of its own', () => {
    const code = serverFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(code).not.toMatch(
      /createGzip|gzipSync|createBrotliCompress|brotliCompressSync|'compression'/,
    );
  });
});
