import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { workerClock } from './test-clock.ts';

const DAY = 86_400_000;
const dirs: string[] = [];
const clockFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'clock-'));
  dirs.push(dir);
  return join(dir, 'offset');
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const near = (date: Date, expected: number) =>
  expect(Math.abs(date.getTime() - expected)).toBeLessThan(1_000);

describe('the outbox worker clock', () => {
  it('is the system clock without the setting', () => {
    near(workerClock(undefined)(), Date.now());
  });

  it('moves by the offset in the file, read again on every call', () => {
    const file = clockFile();
    const now = workerClock(file);
    near(now(), Date.now());
    writeFileSync(file, String(3 * DAY));
    near(now(), Date.now() + 3 * DAY);
    writeFileSync(file, '0\n');
    near(now(), Date.now());
  });

  it('ignores anything but an integer', () => {
    const file = clockFile();
    for (const text of ['soon', '1e400', '2.5', '']) {
      writeFileSync(file, text);
      near(workerClock(file)(), Date.now());
    }
  });
});
