/**
 * `npm test`: every suite, in order of speed — types, unit, integration (real Directus),
 * e2e (production builds in Chromium). Runs them all even when one fails, then prints one
 * closing line: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@rental/cms/runtime';
import { logger } from './lib/log.ts';

const say = logger('test');
const results = join(REPO_ROOT, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

interface Outcome { name: string; passed: number; failed: number; ok: boolean }
const outcomes: Outcome[] = [];
const bin = (name: string) => join(REPO_ROOT, 'node_modules/.bin', name);

function step(name: string, command: string, args: readonly string[], count: () => { passed: number; failed: number }) {
  say(`── ${name} ──`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  let counts = { passed: 0, failed: 0 };
  try {
    counts = count();
  } catch {
    /* the runner died before writing its report */
  }
  const ok = run.status === 0;
  if (!ok && counts.failed === 0) counts.failed = 1; // a crash counts as a failure
  outcomes.push({ name, ...counts, ok });
  say(`${name}: ${counts.passed} passed, ${counts.failed} failed (${Math.round((Date.now() - started) / 1000)}s)`);
}

const vitestCounts = (file: string) => () => {
  const report = JSON.parse(readFileSync(join(results, file), 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
};
const vitest = (project: string) => [bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=test-results/vitest-${project}.json`]] as const;

step('typecheck', bin('tsc'), ['--noEmit', '-p', 'apps/web'], () => ({ passed: 1, failed: 0 }));
step('typecheck tooling', bin('tsc'), ['--noEmit', '-p', '.'], () => ({ passed: 1, failed: 0 }));
step('unit', ...vitest('unit'), vitestCounts('vitest-unit.json'));
step('integration', ...vitest('integration'), vitestCounts('vitest-integration.json'));
step('e2e', bin('playwright'), ['test'], () => {
  const file = join(results, 'e2e.json');
  if (!existsSync(file)) throw new Error('no report');
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
});

const passed = outcomes.reduce((n, o) => n + o.passed, 0);
const failed = outcomes.reduce((n, o) => n + o.failed, 0);
for (const o of outcomes) say(`${o.ok ? 'ok  ' : 'FAIL'} ${o.name}: ${o.passed} passed, ${o.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
