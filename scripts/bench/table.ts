/** The bench's figures as the markdown that `npm run bench` prints and writes. */
import { budgetMisses, type MeasuredPage } from './budgets.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { ReservationFigures } from './reservations.ts';
import type { LoadFigures } from './throughput.ts';

export interface BenchReport {
  environment: string[];
  lighthouseRuns: number;
  lighthouse: { page: MeasuredPage; figures: LighthouseFigures }[];
  /** The framework's floor: a minimal Next.js page under `next start` (minimal-next.ts). */
  minimal: { lighthouse: LighthouseFigures; throughput: LoadFigures };
  throughput: {
    path: string;
    connections: number;
    seconds: number;
    htmlBytes: number;
    nextStart: LoadFigures;
    direct: LoadFigures;
    proxy: LoadFigures;
    staticFile: LoadFigures;
  };
  reservations: ReservationFigures & { via: string };
  scaleOutReservations: ReservationFigures & { via: string };
  /** The worst case on the same stack: every booking for one class and the same days. */
  scaleOutOneClass: ReservationFigures;
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
const lat = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

const lighthouseCells = (f: LighthouseFigures) => [
  Math.round(f.score),
  ms(f.fcp),
  ms(f.lcp),
  ms(f.tbt),
  f.cls.toFixed(3),
  `${(f.jsBytes / 1000).toFixed(1)} KB`,
];

function lighthouseTable(r: BenchReport): string[] {
  return [
    `### Lighthouse (mobile defaults, Debian Chromium), median of ${r.lighthouseRuns}: the site through nginx, the minimal page under \`next start\``,
    '',
    row(['Page', 'Score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred (gzip)', 'Budgets']),
    row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '---']),
    ...r.lighthouse.map(({ page, figures: f }) => {
      const misses = budgetMisses(page, f);
      return row([
        `\`${page.path}\`${page.draft ? ' (with a draft)' : ''}`,
        ...lighthouseCells(f),
        misses.length ? `**missed:** ${misses.join('; ')}` : 'kept',
      ]);
    }),
    row(['the minimal Next.js page (baseline)', ...lighthouseCells(r.minimal.lighthouse), '—']),
  ];
}

function throughputTable(r: BenchReport): string[] {
  const t = r.throughput;
  const line = (name: string, f: LoadFigures) =>
    row([
      name,
      Math.round(f.requestsPerSecond),
      lat(f.p50),
      lat(f.p99),
      f.failures,
      ratio(f.requestsPerSecond, t.staticFile.requestsPerSecond),
      ratio(f.p50, t.staticFile.p50),
      ratio(f.p99, t.staticFile.p99),
    ]);
  return [
    `### Cached content page \`${t.path}\` (${(t.htmlBytes / 1000).toFixed(1)} KB of HTML): ${t.connections} connections, ${t.seconds} s`,
    '',
    row([
      'Served by',
      'Requests/s',
      'p50',
      'p99',
      'Failures',
      'Throughput vs static',
      'p50 vs static',
      'p99 vs static',
    ]),
    row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:']),
    line("Next's own server (`next start`) on the site's build", t.nextStart),
    line("the site's server directly (apps/web/server.ts)", t.direct),
    line('nginx (ops/nginx) in front of it, from its cache', t.proxy),
    line('nginx, the same HTML as a static file', t.staticFile),
    line('the minimal Next.js page (`next start`, baseline)', r.minimal.throughput),
  ];
}

const MIXES: Record<ReservationFigures['mix'], string> = {
  spread: "renters spread over the brand's classes and eight weeks",
  oneClass: 'every booking for one class and the same days (worst case)',
};

function reservationTable(via: string, loads: ReservationFigures[]): string[] {
  const [{ clients, seconds }] = loads;
  return [
    `### Reservation creation (POST /api/reservations, ${via}): ${clients} concurrent clients, ${seconds} s`,
    '',
    row([
      'Load',
      'Successful',
      'Errors',
      'p50',
      'p99',
      'Stored in Directus',
      'Stored = successful',
    ]),
    row(['---', '--:', '--:', '--:', '--:', '--:', '---']),
    ...loads.map((v) =>
      row([
        MIXES[v.mix],
        v.successes,
        v.errors,
        lat(v.p50),
        lat(v.p99),
        v.stored,
        v.stored === v.successes ? 'yes' : '**no**',
      ]),
    ),
    ...loads.flatMap((v) =>
      v.firstError ? ['', `First error (${MIXES[v.mix]}): ${v.firstError}`] : [],
    ),
  ];
}

/** The goals beside this run's figures (the Lighthouse ones judged on the medians above). */
function goalsTable(r: BenchReport): string[] {
  const t = r.throughput;
  const pages = r.lighthouse.filter((l) => l.page.kind === 'content');
  const worst = (pick: (f: LighthouseFigures) => number, max: boolean) =>
    pages.reduce(
      (w, l) => (max ? Math.max(w, pick(l.figures)) : Math.min(w, pick(l.figures))),
      max ? 0 : Infinity,
    );
  const booking = r.lighthouse.find((l) => l.page.draft)?.figures.score ?? 0;
  // The floor: a minimal Next.js page measured in the same run, on the same machine.
  const floor = r.minimal.lighthouse;
  const goals: [string, string, boolean][] = [
    [
      `Content pages: Lighthouse median within 3 points of the minimal page (${Math.round(floor.score)})`,
      `lowest ${Math.round(worst((f) => f.score, false))}`,
      worst((f) => f.score, false) >= floor.score - 3,
    ],
    [
      'Content pages: LCP ≤ 1.2 s',
      `highest ${ms(worst((f) => f.lcp, true))}`,
      worst((f) => f.lcp, true) <= 1200,
    ],
    [
      `Content pages: TBT median within 100 ms of the minimal page (${ms(floor.tbt)})`,
      `highest ${ms(worst((f) => f.tbt, true))}`,
      worst((f) => f.tbt, true) <= floor.tbt + 100,
    ],
    [
      'Content pages: CLS ≤ 0.01',
      `highest ${worst((f) => f.cls, true).toFixed(3)}`,
      worst((f) => f.cls, true) <= 0.01,
    ],
    [`\`${t.path}\` HTML ≤ 60 KB`, `${(t.htmlBytes / 1000).toFixed(1)} KB`, t.htmlBytes <= 60_000],
    ['`/reserva`: Lighthouse median ≥ 95', String(Math.round(booking)), booking >= 95],
    [
      `A cached \`${t.path}\` through ops/nginx ≥ 90 % of a static file's requests/s`,
      ratio(t.proxy.requestsPerSecond, t.staticFile.requestsPerSecond),
      t.proxy.requestsPerSecond >= 0.9 * t.staticFile.requestsPerSecond,
    ],
    [
      'Reservation creation p99 ≤ 300 ms at 20 clients, scale-out profile (spread load)',
      lat(r.scaleOutReservations.p99),
      r.scaleOutReservations.p99 <= 300,
    ],
  ];
  return [
    '### Goals',
    '',
    row(['Goal', 'This run', 'Met']),
    row(['---', '--:', '---']),
    ...goals.map(([goal, figure, met]) => row([goal, figure, met ? 'yes' : '**no**'])),
  ];
}

export function renderReport(r: BenchReport): string {
  return [
    '## Bench results',
    '',
    ...r.environment.map((e) => `- ${e}`),
    '',
    ...lighthouseTable(r),
    '',
    ...throughputTable(r),
    '',
    ...reservationTable(r.reservations.via, [r.reservations]),
    '',
    ...reservationTable(r.scaleOutReservations.via, [r.scaleOutReservations, r.scaleOutOneClass]),
    '',
    ...goalsTable(r),
    '',
  ].join('\n');
}
