/** The bench's figures as the markdown that `npm run bench` prints and writes. */
import { budgetMisses, type MeasuredPage } from './budgets.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { ReservationFigures } from './reservations.ts';
import type { LoadFigures } from './throughput.ts';

export interface BenchReport {
  environment: string[];
  lighthouseRuns: number;
  lighthouse: { page: MeasuredPage; figures: LighthouseFigures }[];
  throughput: {
    path: string;
    connections: number;
    seconds: number;
    direct: LoadFigures;
    proxy: LoadFigures;
    staticFile: LoadFigures;
  };
  reservations: ReservationFigures & { via: string };
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
const lat = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function lighthouseTable(r: BenchReport): string[] {
  return [
    `### Lighthouse (mobile defaults, Debian Chromium), median of ${r.lighthouseRuns}`,
    '',
    row(['Page', 'Score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred (gzip)', 'Budgets']),
    row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '---']),
    ...r.lighthouse.map(({ page, figures: f }) => {
      const misses = budgetMisses(page, f);
      return row([
        `\`${page.path}\`${page.draft ? ' (with a draft)' : ''}`,
        Math.round(f.score),
        ms(f.fcp),
        ms(f.lcp),
        ms(f.tbt),
        f.cls.toFixed(3),
        `${(f.jsBytes / 1000).toFixed(1)} KB`,
        misses.length ? `**missed:** ${misses.join('; ')}` : 'kept',
      ]);
    }),
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
    `### Cached content page \`${t.path}\`: ${t.connections} connections, ${t.seconds} s`,
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
    line("the site's server directly (apps/web/server.ts)", t.direct),
    line('nginx (ops/nginx) in front of it, from its cache', t.proxy),
    line('nginx, the same HTML as a static file', t.staticFile),
  ];
}

function reservationTable(r: BenchReport): string[] {
  const v = r.reservations;
  return [
    `### Reservation creation (server action, ${v.via}): ${v.clients} concurrent clients, ${v.seconds} s`,
    '',
    row(['Successful', 'Errors', 'p50', 'p99', 'Stored in Directus', 'Stored = successful']),
    row(['--:', '--:', '--:', '--:', '--:', '---']),
    row([
      v.successes,
      v.errors,
      lat(v.p50),
      lat(v.p99),
      v.stored,
      v.stored === v.successes ? 'yes' : '**no**',
    ]),
    ...(v.firstError ? ['', `First error: ${v.firstError}`] : []),
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
    ...reservationTable(r),
    '',
  ].join('\n');
}
