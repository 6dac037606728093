import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The folders of apps/web/src/lib import one another in one direction: a loop
 * between two folders means neither can be read, tested or replaced without the other.
 * And lib/ is the layer under the UI: it never imports components/ or app/.
 * Test files are left out: a test may borrow a neighbour's fixtures without being a dependency.
 */

const src = resolve(import.meta.dirname, '../../apps/web/src');
const lib = join(src, 'lib');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static and type imports, re-exports, `import()` (TypeScript's own scanner). */
function specifiers(file: string): string[] {
  return ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map((f) => f.fileName);
}

/** Where a specifier points inside apps/web/src, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return join(src, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return null;
}

/** `booking` for apps/web/src/lib/booking/actions.ts; null outside lib/ or for a file directly in it. */
function libFolder(path: string): string | null {
  const parts = relative(lib, path).split(sep);
  return parts[0] === '..' || parts.length < 2 ? null : parts[0]!;
}

type Edge = { from: string; to: string; file: string; specifier: string };

const edges: Edge[] = [];
const upward: string[] = [];
for (const file of sourceFiles(lib)) {
  const from = libFolder(file);
  for (const specifier of specifiers(file)) {
    const to = target(file, specifier);
    if (!to) continue;
    const where = relative(src, to).split(sep)[0];
    if (where === 'components' || where === 'app')
      upward.push(`${relative(src, file)} imports ${specifier}`);
    const toFolder = libFolder(to);
    if (from && toFolder && toFolder !== from)
      edges.push({ from, to: toFolder, file: relative(lib, file), specifier });
  }
}

/** Groups that reach one another (Tarjan's strongly connected components), larger than one. */
function loops(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, new Set());
    next.get(e.from)!.add(e.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** The file a specifier names, as the bundler finds it (extension or index left out). */
function existing(path: string): string | null {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every import between two files of apps/web/src, type-only ones included. */
const fileEdges = sourceFiles(src).flatMap((file) =>
  specifiers(file).flatMap((specifier) => {
    const to = target(file, specifier);
    const found = to ? existing(to) : null;
    return found ? [{ from: relative(src, file), to: relative(src, found) }] : [];
  }),
);

/**
 * The top-level folders of apps/web/src, highest first: a file imports only from its own
 * folder or a lower one. The pages, the proxy and the site's server use the components and
 * lib/; lib/ renders the e-mails (lib/outbox), which know nothing of it.
 */
const LAYERS: Record<string, number> = {
  app: 4,
  proxy: 4,
  server: 4,
  components: 3,
  lib: 2,
  emails: 1,
  i18n: 1,
};
const topFolder = (path: string) => path.split(sep)[0]!.replace(/\.tsx?$/, '');

describe('apps/web/src files', () => {
  it('reads the imports it judges', () => {
    expect(fileEdges.length).toBeGreaterThan(500);
  });

  it('import only downward: app, proxy and server → components → lib → emails', () => {
    const inside = fileEdges.filter((e) => !e.to.startsWith('..'));
    const folders = new Set(inside.flatMap((e) => [topFolder(e.from), topFolder(e.to)]));
    expect([...folders].filter((f) => !(f in LAYERS))).toEqual([]);
    const up = inside.filter((e) => {
      const [from, to] = [topFolder(e.from), topFolder(e.to)];
      return from !== to && LAYERS[from]! <= LAYERS[to]!;
    });
    expect(up.map((e) => `${e.from} imports ${e.to}`)).toEqual([]);
  });

  it('emails/ (the templates) import nothing of lib/: lib/outbox renders them, never the other way', () => {
    const back = fileEdges.filter((e) => e.from.startsWith('emails/') && e.to.startsWith('lib/'));
    expect(back.map((e) => `${e.from} imports ${e.to}`)).toEqual([]);
  });

  it('has no two files that reach each other through their imports', () => {
    const report = loops(fileEdges).map((group) => `  ${group.join(' ↔ ')}`);
    expect(
      report,
      `files import one another in a loop; move the shared piece into a module both import:\n${report.join('\n')}`,
    ).toEqual([]);
  });
});

describe('apps/web/src/lib boundaries', () => {
  it('reads the imports it judges', () => {
    // A guard against a check that passes because it saw nothing.
    expect(edges.some((e) => e.from === 'booking' && e.to === 'cms')).toBe(true);
  });

  it('has no import loop between its folders', () => {
    const report = loops(edges).map((group) => {
      const inside = edges.filter((e) => group.includes(e.from) && group.includes(e.to));
      const lines = inside.map(
        (e) => `    lib/${e.from} → lib/${e.to}: lib/${e.file} imports '${e.specifier}'`,
      );
      return [
        `  loop between ${group.map((g) => `lib/${g}`).join(', ')}:`,
        ...[...new Set(lines)].sort(),
      ].join('\n');
    });
    expect(
      report,
      `lib/ folders import one another in a loop; break each by moving the shared piece down or passing it in:\n${report.join('\n')}`,
    ).toEqual([]);
  });

  it('never imports components/ or app/', () => {
    expect(upward, `lib/ is under the UI, yet:\n  ${upward.join('\n  ')}`).toEqual([]);
  });
});
