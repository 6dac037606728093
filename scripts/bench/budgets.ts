/**
 * The pages measured and the budgets they must keep, shared by the bench (`npm run bench`:
 * Lighthouse, every budget) and `npm test` (e2e/budgets.spec.ts: layout shift and JavaScript).
 */
import type { LighthouseFigures } from './lighthouse.ts';

export type PageKind = 'content' | 'booking';

export interface MeasuredPage {
  path: string;
  kind: PageKind;
  /** Measured with a reservation draft in localStorage (the booking's first step needs one). */
  draft?: true;
}

export const MEASURED_PAGES: readonly MeasuredPage[] = [
  { path: '/', kind: 'content' },
  { path: '/flota', kind: 'content' },
  { path: '/sucursales', kind: 'content' },
  { path: '/info/terminos-y-condiciones', kind: 'content' },
  { path: '/reserva', kind: 'booking', draft: true },
  { path: '/mi-reserva', kind: 'booking' },
];

export const BUDGETS = {
  /** Lighthouse performance score (mobile defaults), at least. */
  score: 95,
  /** Cumulative layout shift, at most. */
  cls: 0.02,
  /** JavaScript transferred by the first load (compressed), at most, in KB (1000 bytes). */
  jsKb: { content: 170, booking: 220 } satisfies Record<PageKind, number>,
  /**
   * The fleet page's HTML (uncompressed), at most, in KB, with a photo on a car (e2e/images.spec.ts):
   * its 25 cards are the site's heaviest page: the goal (docs/performance.md).
   */
  fleetHtmlKb: 60,
} as const;

/** The figures a budget is judged on. */
export type JudgedFigures = Pick<LighthouseFigures, 'score' | 'cls' | 'jsBytes'>;

/**
 * What the CI test judges over several runs of a page: the best score, the largest layout
 * shift and the most JavaScript. The score is Lighthouse CI's default aggregation
 * ("optimistic", the value most likely to pass): on a shared machine other processes only
 * ever add main-thread time to a run, never take the page's own away, so a page that is
 * itself too slow misses in every run. Layout shift and bytes do not depend on the machine,
 * and are held to their worst run.
 */
export function judgedFigures(runs: readonly LighthouseFigures[]): JudgedFigures {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  return {
    score: Math.max(...runs.map((r) => r.score)),
    cls: Math.max(...runs.map((r) => r.cls)),
    jsBytes: Math.max(...runs.map((r) => r.jsBytes)),
  };
}

/** What breaks a budget, in words (empty when all are kept). */
export function budgetMisses(page: MeasuredPage, f: JudgedFigures): string[] {
  const score = f.score < BUDGETS.score ? [`performance ${f.score} < ${BUDGETS.score}`] : [];
  return [...score, ...firstLoadMisses(page, f)];
}

/** The budgets that do not depend on the machine (e2e/budgets.spec.ts holds every page to them). */
export function firstLoadMisses(
  page: MeasuredPage,
  f: Pick<JudgedFigures, 'cls' | 'jsBytes'>,
): string[] {
  const misses: string[] = [];
  if (f.cls > BUDGETS.cls) misses.push(`CLS ${f.cls.toFixed(3)} > ${BUDGETS.cls}`);
  const kb = f.jsBytes / 1000;
  if (kb > BUDGETS.jsKb[page.kind])
    misses.push(
      `JavaScript ${kb.toFixed(1)} KB > ${BUDGETS.jsKb[page.kind]} KB (${page.kind} page)`,
    );
  return misses;
}
