import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The README's commands on a machine whose node is older than 22 (Debian's is 20):
 * scripts/with-node22.sh runs them under Node 22 all the same (README "Requirements").
 */
const ROOT = new URL('../../', import.meta.url).pathname;
const fake = mkdtempSync(join(tmpdir(), 'old-node-'));
afterAll(() => rmSync(fake, { recursive: true, force: true }));

describe('the README commands on an older Node', () => {
  it('npm start, dev, test and the multi-brand starts go through the Node 22 wrapper', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['start', 'dev', 'test', 'start:all', 'start:scale', 'postinstall'])
      expect(scripts[name], name).toMatch(/^bash scripts\/with-node22\.sh /);
    expect(scripts.test).toContain('--test');
  });

  it('runs the script under Node 22 when the node on PATH is 20', () => {
    // A node that says it is 20, first on PATH: what a fresh Debian machine has.
    writeFileSync(join(fake, 'node'), '#!/bin/sh\necho 20\n');
    chmodSync(join(fake, 'node'), 0o755);
    const run = spawnSync(
      'bash',
      ['scripts/with-node22.sh', '-p', 'process.versions.node.split(".")[0]'],
      {
        cwd: ROOT,
        env: { ...process.env, PATH: `${fake}:${process.env.PATH}`, FORCE_NODE22: '' },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.stdout.trim()).toBe('22');
  });
});
