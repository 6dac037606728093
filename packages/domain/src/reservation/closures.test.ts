import { describe, expect, it } from 'vitest';
import { closureProblems, dayRanges, rangeOn } from './closures.ts';

const none = { pickupClosedDays: [], returnClosedDays: [], blackouts: [] };
// 24 December 2026 20:00 in Panama is already the 25th in UTC: days are Panama's.
const pickupAt = new Date('2026-12-25T01:00:00Z');
const returnAt = new Date('2026-12-28T15:00:00Z');

describe('dayRanges', () => {
  it('keeps well-formed ranges, a single day when the end is missing, and drops the rest', () => {
    expect(
      dayRanges([
        { from: '2026-12-25', to: '2026-12-26' },
        { from: '2027-01-01' },
        { from: '2027-02-10', to: '2027-02-01' },
        { from: 'soon', to: '2027-01-01' },
        {},
        { from: '2027-03-01T00:00:00', to: '2027-03-02T00:00:00' },
      ]),
    ).toEqual([
      { from: '2026-12-25', to: '2026-12-26' },
      { from: '2027-01-01', to: '2027-01-01' },
      { from: '2027-03-01', to: '2027-03-02' },
    ]);
  });

  it('finds the range a day falls in, both ends included', () => {
    const ranges = [{ from: '2026-12-24', to: '2026-12-25' }];
    expect(rangeOn('2026-12-24', ranges)).toEqual(ranges[0]);
    expect(rangeOn('2026-12-25', ranges)).toEqual(ranges[0]);
    expect(rangeOn('2026-12-26', ranges)).toBeNull();
  });
});

describe('closureProblems', () => {
  it('judges the Panama days of pickup and return at their own branches', () => {
    expect(closureProblems({ pickupAt, returnAt, ...none })).toEqual([]);
    expect(
      closureProblems({
        pickupAt,
        returnAt,
        ...none,
        pickupClosedDays: [{ from: '2026-12-24', to: '2026-12-24' }],
        returnClosedDays: [{ from: '2026-12-28', to: '2026-12-28' }],
      }),
    ).toEqual([
      { key: 'branchClosedDay', params: { which: 'pickup', day: '2026-12-24' } },
      { key: 'branchClosedDay', params: { which: 'return', day: '2026-12-28' } },
    ]);
  });

  it("refuses a pickup or a return in the brand's blackout, not a rental across it", () => {
    const blackouts = [{ from: '2026-12-26', to: '2026-12-27' }];
    expect(closureProblems({ pickupAt, returnAt, ...none, blackouts })).toEqual([]);
    expect(
      closureProblems({
        pickupAt,
        returnAt: new Date('2026-12-27T15:00:00Z'),
        ...none,
        blackouts,
      }),
    ).toEqual([{ key: 'blackout', params: { ...blackouts[0], which: 'return' } }]);
  });
});
