import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The situations of SPEC §8, in its order. */
const SPEC_ROWS = [
  'Route validation failure',
  'Unmatched route',
  'Guard false during hydration',
  'Unknown guard name',
  'Missing brand',
  'Site config load failure',
  'Config error on start',
  'Missing collection parameter',
  'Fleet load failure',
  'Unknown info slug',
  'Reservation processing failure',
  'Login failure',
  'Login response without access token',
  'Any backend call error',
  'Failed user fetch',
];

const root = join(import.meta.dirname, '../..');
const rows = readFileSync(join(root, 'docs/error-catalogue.md'), 'utf8')
  .split('\n')
  // Table rows, less the header and the |---| line; cells may be padded to align the columns.
  .filter(
    (line) =>
      line.startsWith('|') && !/^\|\s*Situation\s*\|/.test(line) && !/^\|[\s:|-]+$/.test(line),
  )
  .map((line) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim()),
  );

describe('SPEC §8 error catalogue (docs/error-catalogue.md)', () => {
  it('has one row per SPEC situation, in order', () => {
    expect(rows.map(([situation]) => situation)).toEqual(SPEC_ROWS);
  });

  it.each(rows.map((row) => [row[0], row[2]] as const))(
    '%s is proved by a test that exists',
    (_situation, reference) => {
      const match = /^`([^`]+)` › (.+)$/.exec(reference);
      expect(match, reference).not.toBeNull();
      const [, file, title] = match!;
      expect(existsSync(join(root, file)), file).toBe(true);
      expect(readFileSync(join(root, file), 'utf8')).toContain(title);
    },
  );
});
