import { describe, expect, it } from 'vitest';
import { budgetMisses, judgedFigures, MEASURED_PAGES } from '../../scripts/bench/budgets.ts';
import { medianFigures, type LighthouseFigures } from '../../scripts/bench/lighthouse.ts';
import { renderTemplate, staticHeaders } from '../../scripts/lib/nginx.ts';
import { median, percentile } from '../../scripts/bench/stats.ts';
import { renderReport, type BenchReport } from '../../scripts/bench/table.ts';

const figures = (over: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  score: 98,
  fcp: 900,
  lcp: 1200,
  tbt: 80,
  cls: 0,
  jsBytes: 150_000,
  ...over,
});
const content = MEASURED_PAGES.find((p) => p.kind === 'content')!;
const booking = MEASURED_PAGES.find((p) => p.kind === 'booking')!;

describe('bench statistics', () => {
  it('takes nearest-rank percentiles and medians', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect([
      percentile(values, 50),
      percentile(values, 99),
      percentile(values, 100),
      percentile([], 50),
    ]).toEqual([50, 99, 100, 0]);
    expect([median([3, 1, 2]), median([4, 1, 3, 2])]).toEqual([2, 2.5]);
  });
  it('takes the median of each Lighthouse figure on its own', () => {
    expect(
      medianFigures([
        figures({ score: 90, tbt: 300 }),
        figures({ score: 99, tbt: 100 }),
        figures({ score: 96, tbt: 500 }),
      ]),
    ).toMatchObject({ score: 96, tbt: 300 });
  });
});

describe('budgets', () => {
  it('names each budget a page misses, with the limit of its kind', () => {
    expect(budgetMisses(content, figures())).toEqual([]);
    expect(budgetMisses(content, figures({ score: 94, cls: 0.021, jsBytes: 170_001 }))).toEqual([
      'performance 94 < 95',
      'CLS 0.021 > 0.02',
      'JavaScript 170.0 KB > 170 KB (content page)',
    ]);
    expect(budgetMisses(booking, figures({ jsBytes: 219_000 }))).toEqual([]);
    expect(budgetMisses(booking, figures({ jsBytes: 221_000 }))).toEqual([
      'JavaScript 221.0 KB > 220 KB (booking page)',
    ]);
  });
  it('judges runs by their best score but their worst layout shift and JavaScript', () => {
    const runs = [
      figures({ score: 88, cls: 0, jsBytes: 160_000 }),
      figures({ score: 96, cls: 0.03, jsBytes: 160_000 }),
      figures({ score: 91, cls: 0.01, jsBytes: 171_000 }),
    ];
    expect(judgedFigures(runs)).toEqual({ score: 96, cls: 0.03, jsBytes: 171_000 });
    expect(budgetMisses(content, judgedFigures(runs))).toEqual([
      'CLS 0.030 > 0.02',
      'JavaScript 171.0 KB > 170 KB (content page)',
    ]);
    // A page slow in every run misses, however many runs there are.
    expect(
      budgetMisses(
        content,
        judgedFigures([figures({ score: 94 }), figures({ score: 90 }), figures({ score: 93 })]),
      ),
    ).toEqual(['performance 94 < 95']);
    expect(() => judgedFigures([])).toThrow();
  });
});

describe('nginx templates', () => {
  it("fills only the variables given and keeps nginx's own", () => {
    expect(
      renderTemplate('proxy_pass http://rental_${RENTAL_BRAND}; set $x ${HOME};', {
        RENTAL_BRAND: 'firefly',
      }),
    ).toBe('proxy_pass http://rental_firefly; set $x ${HOME};');
    expect(() => renderTemplate('listen ${RENTAL_LISTEN};', {})).toThrow('RENTAL_LISTEN');
  });
  it("gives the static file the page's headers, quoted for nginx, leaving out what nginx would read as a variable", () => {
    expect(
      staticHeaders([
        ['content-security-policy', "script-src 'self' 'sha256-a+b/c='"],
        ['x-odd', 'say "hi" \\'],
        ['x-var', 'costs $5'],
      ]),
    ).toBe(
      `add_header content-security-policy "script-src 'self' 'sha256-a+b/c='";\nadd_header x-odd "say \\"hi\\" \\\\";\n`,
    );
  });
});

describe('bench report', () => {
  const load = (rps: number, p50: number, p99: number) => ({
    requestsPerSecond: rps,
    p50,
    p99,
    failures: 0,
    requests: rps * 10,
  });
  const report: BenchReport = {
    environment: ['Machine: test'],
    lighthouseRuns: 3,
    lighthouse: [
      { page: content, figures: figures() },
      { page: booking, figures: figures({ score: 80 }) },
    ],
    minimal: { lighthouse: figures({ score: 100, lcp: 700 }), throughput: load(3000, 15, 30) },
    throughput: {
      path: '/flota',
      connections: 50,
      seconds: 10,
      htmlBytes: 80_400,
      nextStart: load(300, 150, 400),
      direct: load(100, 400, 900),
      proxy: load(1800, 20, 60),
      staticFile: load(2000, 20, 40),
    },
    reservations: {
      mix: 'spread',
      clients: 20,
      seconds: 10,
      successes: 50,
      errors: 1,
      firstError: 'HTTP 502',
      p50: 300,
      p99: 900,
      stored: 49,
      via: 'through nginx',
    },
    scaleOutReservations: {
      mix: 'spread',
      clients: 20,
      seconds: 10,
      successes: 400,
      errors: 0,
      firstError: null,
      p50: 120,
      p99: 280,
      stored: 400,
      via: 'scale-out profile',
    },
    scaleOutOneClass: {
      mix: 'oneClass',
      clients: 20,
      seconds: 10,
      successes: 300,
      errors: 12,
      firstError: 'answer: soldOut',
      p50: 400,
      p99: 1200,
      stored: 300,
    },
  };
  const text = renderReport(report);
  it('compares each way of serving with the static file', () => {
    expect(text).toContain(
      "| the site's server directly (apps/web/server.ts) | 100 | 400 ms | 900 ms | 0 | 0.05× | 20.00× | 22.50× |",
    );
    expect(text).toContain(
      '| nginx, the same HTML as a static file | 2000 | 20 ms | 40 ms | 0 | 1.00× | 1.00× | 1.00× |',
    );
  });
  it('puts the minimal Next.js page beside the site, in Lighthouse and in throughput', () => {
    expect(text).toContain(
      '| the minimal Next.js page (baseline) | 100 | 900 ms | 700 ms | 80 ms | 0.000 | 150.0 KB | — |',
    );
    expect(text).toContain(
      '| the minimal Next.js page (`next start`, baseline) | 3000 | 15 ms | 30 ms | 0 | 1.50× |',
    );
    expect(text).toContain("| Next's own server (`next start`) on the site's build | 300 |");
    expect(text).toContain('`/flota` (80.4 KB of HTML)');
  });
  it('sets every figure beside its goal', () => {
    expect(text).not.toContain("The site's server ≥");
    expect(text).toContain(
      "| A cached `/flota` through ops/nginx ≥ 90 % of a static file's requests/s | 0.90× | yes |",
    );
    expect(text).toContain(
      '| Reservation creation p99 ≤ 300 ms at 20 clients, scale-out profile (spread load) | 280 ms | yes |',
    );
    expect(text).toContain('| `/flota` HTML ≤ 60 KB | 80.4 KB | **no** |');
    expect(text).toContain('| `/reserva`: Lighthouse median ≥ 95 | 80 | **no** |');
    expect(text).toContain(
      '| Content pages: Lighthouse median within 3 points of the minimal page (100) | lowest 98 | yes |',
    );
    expect(text).toContain(
      '| Content pages: TBT median within 100 ms of the minimal page (80 ms) | highest ',
    );
  });
  it('flags missed budgets and stored reservations that differ from the successful answers', () => {
    expect(text).toContain('**missed:** performance 80 < 95');
    expect(text).toContain(
      "| renters spread over the brand's classes and eight weeks | 50 | 1 | 300 ms | 900 ms | 49 | **no** |",
    );
    expect(text).toContain(
      "First error (renters spread over the brand's classes and eight weeks): HTTP 502",
    );
  });
  it('puts the one-class worst case beside the spread load on the scale-out profile', () => {
    expect(text).toContain(
      '| every booking for one class and the same days (worst case) | 300 | 12 | 400 ms | 1200 ms | 300 | yes |',
    );
    expect(text).toContain(
      'First error (every booking for one class and the same days (worst case)): answer: soldOut',
    );
  });
});
