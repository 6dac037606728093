import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * White text on the brand's colour is only just above WCAG's 4.5:1: a hover that fades the
 * element (opacity) blends it with the page behind and drops the text below it (axe measured
 * 4.42 on a hovered button). Hovers deepen a shadow or underline instead.
 */
const root = resolve(import.meta.dirname, '../..');
const SOURCE = /\.(?:tsx|ts|css)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return SOURCE.test(entry.name) ? [join(root, child)] : [];
  });
}

describe('hover states keep the text contrast', () => {
  it('no element fades on hover', () => {
    const fading = sourceFiles('apps/web/src').filter((file) =>
      /hover:opacity-/.test(readFileSync(file, 'utf8')),
    );
    expect(fading.map((file) => relative(root, file))).toEqual([]);
  });
});
