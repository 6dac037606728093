import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs name files and functions; files move and functions are renamed (a doc once named
 * `guardNamed()` for `runGuards`, and paths without `src/`). This check reads every doc and
 * fails with the doc and line of each name that no longer exists.
 */

const root = resolve(import.meta.dirname, '../..');
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Where the docs' short paths start: `lib/cms/index.ts` is apps/web/src's, `reservation/rules.ts` the domain's. */
const BASES = [
  '',
  'apps/web/',
  'apps/web/src/',
  'packages/domain/src/',
  'services/cms/',
  'services/cms/src/',
  'services/paypal-sandbox/src/',
];
/** A path written from the repo's root, checked from there only. */
const ROOTED = /^(apps|packages|services|e2e|tests|scripts|ops|docs)\//;
const EXTENSION =
  /\.(ts|tsx|mts|mjs|js|cjs|json|md|css|ya?ml|sh|conf|sql|html|txt|toml|svg|png|ico|webmanifest)$/;
/** What a run makes (bench results, builds): named by the docs, not kept in the repo. */
const GENERATED = /^bench-results\/|(^|\/)\.next[\w-]*(\/|$)|^test-results\//;
/** A placeholder in a how-to, e.g. `npx eslint path/to/file.tsx`. */
const PLACEHOLDER = /^path\/to\//;
/** A segment: a name (dots, brackets as in `[locale]`) or a route group `(default)`. */
const PATH = /(?<![\w/:.@-])(?:[\w.@[\]-]+|\([\w-]+\))(?:\/(?:[\w.@[\]-]+|\([\w-]+\)))+\/?/g;

type Finding = { doc: string; line: number; name: string };

function findings(match: (text: string) => string[], exists: (name: string) => boolean): Finding[] {
  return docs.flatMap((doc) =>
    readFileSync(join(root, doc), 'utf8')
      .split('\n')
      .flatMap((text, i) =>
        match(text)
          .filter((name) => !exists(name))
          .map((name) => ({ doc, line: i + 1, name })),
      ),
  );
}

const report = (what: string, found: Finding[]) =>
  `${found.length} ${what}; update the doc or the name:\n${found.map((f) => `  ${f.doc}:${f.line}  ${f.name}`).join('\n')}`;

/** Tokens that look like repo paths: with a file extension, or starting at a top-level folder. */
function repoPaths(text: string): string[] {
  return [...text.matchAll(PATH)]
    .map((m) => m[0].replace(/\.+$/, '')) // a sentence's full stop
    .filter((p) => !p.startsWith('.') && !GENERATED.test(p) && !PLACEHOLDER.test(p))
    .filter((p) => ROOTED.test(p) || EXTENSION.test(p));
}

function pathExists(path: string): boolean {
  const bases = ROOTED.test(path) ? [''] : BASES;
  return bases.some((base) => existsSync(join(root, base, path)));
}

const SKIP = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'public']);
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.next')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mts|mjs|js|sql|sh)$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Every identifier written anywhere in the repo's code (but this file, whose examples would count). */
const identifiers = new Set(
  ['apps', 'packages', 'services', 'scripts', 'tests', 'e2e', 'ops']
    .flatMap((dir) => sources(join(root, dir)))
    .filter((file) => file !== import.meta.filename)
    .flatMap((file) => readFileSync(file, 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []),
);

/**
 * Functions a doc names: calls in code spans (`runGuards()`, `getSiteConfig(locale)`, of
 * `cms.list()` the last name) and, in plain text or diagrams, a name with empty brackets.
 */
function calledNames(text: string): string[] {
  const inSpans = [...text.matchAll(/`([^`]+)`/g)].flatMap((span) =>
    [...span[1]!.matchAll(/(?<![\w$.])(?:[\w$]+\.)*([A-Za-z_$][\w$]*)\(/g)].map((m) => m[1]!),
  );
  const bare = [...text.replace(/`[^`]*`/g, '').matchAll(/(?<![\w$])([A-Za-z_$][\w$]*)\(\)/g)].map(
    (m) => m[1]!,
  );
  return [...new Set([...inSpans, ...bare])];
}

describe('docs name what exists', () => {
  it('finds the paths and calls it checks', () => {
    // Against a check that passes because it read nothing.
    expect(repoPaths('see `apps/web/src/lib/cms/index.ts` and lib/booking/actions.ts.')).toEqual([
      'apps/web/src/lib/cms/index.ts',
      'lib/booking/actions.ts',
    ]);
    expect(
      calledNames('`runGuards()` and `getSiteConfig(locale)`; decideRoute() (a note)'),
    ).toEqual(['runGuards', 'getSiteConfig', 'decideRoute']);
    expect(pathExists('lib/cms/index.ts') && !pathExists('apps/web/lib/cms/index.ts')).toBe(true);
    expect(identifiers.has('runGuards') && !identifiers.has('guardNamed')).toBe(true);
  });

  it('every repo path in docs/ and README.md exists', () => {
    const missing = findings(repoPaths, pathExists);
    expect(missing, report('paths named in the docs do not exist', missing)).toEqual([]);
  });

  it('every function a doc names as `name()` is in the code', () => {
    const missing = findings(calledNames, (name) => identifiers.has(name));
    expect(missing, report('functions named in the docs are nowhere in the code', missing)).toEqual(
      [],
    );
  });
});
