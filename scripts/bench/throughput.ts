/**
 * Throughput and latency of one URL under a fixed number of connections (autocannon, in its
 * own process so that its JSON report is all we read). Clients send Accept-Encoding: gzip,
 * as browsers do.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '@rental/cms/runtime';

export interface LoadFigures {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Responses that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  requests: number;
}

interface AutocannonReport {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

function autocannon(args: string[]): Promise<AutocannonReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(REPO_ROOT, 'node_modules/autocannon/autocannon.js'), ...args],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (err += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0)
        return reject(new Error(`autocannon exited with code ${code}: ${err.trim()}`));
      try {
        resolve(JSON.parse(out) as AutocannonReport);
      } catch {
        reject(
          new Error(`autocannon printed no JSON report: ${out.slice(0, 200)} ${err.slice(0, 200)}`),
        );
      }
    });
  });
}

export async function measureThroughput(
  url: string,
  opts: { connections: number; seconds: number },
): Promise<LoadFigures> {
  const common = ['--json', '--no-progress', '-H', 'accept-encoding=gzip'];
  // A short warm-up first (caches, JIT, keep-alive connections), not counted.
  await autocannon([...common, '-c', String(Math.min(opts.connections, 10)), '-d', '2', url]);
  const report = await autocannon([
    ...common,
    '-c',
    String(opts.connections),
    '-d',
    String(opts.seconds),
    url,
  ]);
  return {
    requestsPerSecond: report.requests.average,
    p50: report.latency.p50,
    p99: report.latency.p99,
    failures: report.non2xx + report.errors + report.timeouts,
    requests: report.requests.total,
  };
}
