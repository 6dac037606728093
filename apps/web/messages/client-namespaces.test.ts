import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CORPORATE_CLIENT_NAMESPACES,
  FLOW_CLIENT_NAMESPACES,
  PAGE_CLIENT_NAMESPACES,
  pickNamespaces,
} from './index.ts';

/**
 * Pages send the browser only the texts their client components translate (index.ts): a client
 * component asking for a namespace its page does not send would show a message key instead of
 * the text. This reads the components and holds the lists to them.
 */
const SRC = join(import.meta.dirname, '../src');
/** Components only the booking, pre-check-in and booking-management pages render (flow-page.tsx). */
const FLOW_DIRS = [
  'components/booking/',
  'components/my-booking/',
  'components/precheckin/',
  'components/payment/',
  'components/flow/',
];

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
const sources = files(SRC).map((file) => ({
  path: relative(SRC, file),
  text: readFileSync(file, 'utf8'),
}));
const inFlow = (path: string) => FLOW_DIRS.some((d) => path.startsWith(d));
/** The corporate form, whose texts its info pages send around it (info/[slug]/page.tsx). */
const isCorporate = (path: string) => path.startsWith('components/corporate/');
/** What a file's client code translates with ('fleet.trip'); a `${messages}` one stands for the flows' lookups. */
const namespacesOf = (text: string) =>
  [...text.matchAll(/useTranslations\((['"`])([^'"`)]*)/g)].map(([, , ns]) =>
    ns.startsWith('${') ? 'precheckin' : ns,
  );
/**
 * What of `used` a list leaves out: a path is sent when the list has it, a group above it, or
 * groups within it (the fleet's browser translates with 'fleet' and reads only the groups sent).
 */
const uncovered = (used: Set<string>, list: readonly string[]) =>
  [...used].filter(
    (path) =>
      !list.some(
        (sent) => path === sent || path.startsWith(`${sent}.`) || sent.startsWith(`${path}.`),
      ),
  );

describe('the texts each page sends to the browser', () => {
  const client = sources.filter((s) => /^['"]use client['"]/m.test(s.text));

  it('cover every namespace a client component outside the flows translates', () => {
    const used = new Set(
      client
        .filter((s) => !inFlow(s.path) && !isCorporate(s.path))
        .flatMap((s) => namespacesOf(s.text)),
    );
    expect(used.size).toBeGreaterThan(2);
    expect(uncovered(used, PAGE_CLIENT_NAMESPACES)).toEqual([]);
  });

  it('cover the corporate form, sent around it by the info pages that show it', () => {
    const used = new Set(
      client.filter((s) => isCorporate(s.path)).flatMap((s) => namespacesOf(s.text)),
    );
    expect(used).toContain('corporate');
    expect(uncovered(used, CORPORATE_CLIENT_NAMESPACES)).toEqual([]);
    const infoPage = sources.find((s) => s.path === 'app/[locale]/(default)/info/[slug]/page.tsx');
    expect(infoPage?.text).toMatch(
      /<ClientMessages namespaces=\{CORPORATE_CLIENT_NAMESPACES\}>\s*<CorporateForm /,
    );
  });

  it("cover every namespace the flows' client components translate", () => {
    const used = new Set(client.filter((s) => inFlow(s.path)).flatMap((s) => namespacesOf(s.text)));
    expect(used).toContain('booking');
    expect(uncovered(used, FLOW_CLIENT_NAMESPACES)).toEqual([]);
  });

  it("keep the flows' components on the flows' pages", () => {
    const importsFlow =
      /from ['"](?:@\/components\/|\.\.\/)(?:booking|my-booking|precheckin|payment|flow)\//;
    const outside = sources
      .filter(
        (s) => s.path.startsWith('components/') && !inFlow(s.path) && importsFlow.test(s.text),
      )
      .map((s) => s.path)
      .filter((p) => p !== 'components/flow-page.tsx');
    expect(outside).toEqual([]);
  });

  it('leave the texts of flow components that other pages render to the page', () => {
    const byPath = new Map(sources.map((s) => [s.path.replace(/\.tsx?$/, ''), s]));
    const rendered = sources
      .filter((s) => s.path.startsWith('app/') && !s.text.includes('flowPage('))
      .flatMap((s) => [...s.text.matchAll(/from '@\/(components\/[\w/-]+)'/g)].map((m) => m[1]))
      .filter(inFlow);
    expect(rendered).toContain('components/booking/navigation-watcher');
    for (const path of rendered)
      expect(namespacesOf(byPath.get(path)?.text ?? ''), path).toEqual([]);
  });
});

describe('pickNamespaces', () => {
  const catalogue = {
    fleet: {
      title: 'Flota',
      trip: { total: 'Total' },
      specs: { gas: { gas: 'Gasolina' }, doors: 'puertas' },
    },
    search: { title: 'Busca' },
  };

  it('sends each path where it is in the catalogue, and nothing beside it', () => {
    expect(pickNamespaces(catalogue, ['fleet.trip', 'fleet.specs.gas', 'search'])).toEqual({
      fleet: { trip: { total: 'Total' }, specs: { gas: { gas: 'Gasolina' } } },
      search: { title: 'Busca' },
    });
  });

  it('skips a path the catalogue lacks', () => {
    expect(pickNamespaces(catalogue, ['fleet.nothing', 'errorScreen'])).toEqual({});
  });
});
