/** What the figures were measured on, for the report's header. */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { REPO_ROOT } from '@rental/cms/runtime';
import { CHROMIUM_PATH } from '../lib/chromium.ts';
import { nginxBinary } from '../lib/nginx.ts';

const output = (command: string, args: string[]) => {
  const run = spawnSync(command, args, { encoding: 'utf8', cwd: REPO_ROOT });
  return `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
};

/** Debian's wrapper script may print shell noise before the version line. */
const chromium = () =>
  output(CHROMIUM_PATH, ['--version'])
    .split('\n')
    .find((l) => /chrom/i.test(l) && !l.includes(': ')) ?? 'Chromium (version unknown)';

export async function environment(startLoad: number[]): Promise<string[]> {
  const cpu = cpus();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  }).trim();
  const dirty = output('git', ['status', '--porcelain', '--', 'apps', 'packages'])
    ? ' (with uncommitted changes to apps/ or packages/)'
    : '';
  return [
    `When: ${new Date().toISOString()}, commit ${commit}${dirty}`,
    `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; load average (1, 5, 15 min) at the start ${startLoad.map((l) => l.toFixed(2)).join(' ')}, at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    `Software: Node ${process.version}, ${output(nginxBinary(), ['-v']).replace('nginx version: ', '')}, ${chromium()}`,
    'Site: production build (firefly) against a throw-away Directus seeded by the real setup; load generator and servers on the same machine',
  ];
}
