import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * History lives in git and docs/: the code and its tests name no issue ("issue 17", "Issue 19's
 * goal"). A comment says why the code is as it is, in the product's words.
 */
const root = resolve(import.meta.dirname, '../..');
const FOLDERS = [
  'apps/web/src',
  'apps/web/server.ts',
  'apps/web/worker.ts',
  'packages',
  'services/cms/src',
  'services/cms/extensions',
  'scripts',
  'e2e',
  'tests',
];
const CODE = /\.(?:ts|tsx|js|mjs|css)$/;
const SKIP = new Set(['node_modules', 'dist', '.next']);

function codeFiles(path: string): string[] {
  const full = join(root, path);
  if (CODE.test(full)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const child = join(path, entry.name);
    if (entry.isDirectory()) return codeFiles(child);
    return CODE.test(entry.name) ? [join(root, child)] : [];
  });
}

const ISSUE = /\bissues? \d+/i;
const SELF = resolve(import.meta.filename);

describe('code without history', () => {
  it('no source or test file names an issue', () => {
    const named = FOLDERS.flatMap(codeFiles)
      .filter((file) => file !== SELF)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            ISSUE.test(line) ? [`${relative(root, file)}:${i + 1}  ${line.trim()}`] : [],
          ),
      );
    expect(named).toEqual([]);
  });
});
