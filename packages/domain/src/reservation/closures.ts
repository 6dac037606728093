import { panamaDay } from '../panama-time.ts';

/**
 * Closures: days a branch is closed (holidays, works) and a brand's blackout periods,
 * as staff set them. On such a day no car is handed out or taken back there: the pickup's and
 * the return's Panama days are judged; a rental that runs across a closure is fine (the car is
 * with the renter). Days are Panama days 'YYYY-MM-DD', both ends included.
 */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Well-formed ranges only (a row staff left half-filled is ignored, not a closure of everything). */
export function dayRanges(rows: readonly Partial<Record<'from' | 'to', unknown>>[]): DayRange[] {
  return rows.flatMap((r) => {
    const from = typeof r.from === 'string' ? r.from.slice(0, 10) : '';
    const to = typeof r.to === 'string' && r.to ? r.to.slice(0, 10) : from;
    return DAY.test(from) && DAY.test(to) && from <= to ? [{ from, to }] : [];
  });
}

/** The range a Panama day falls in, or null. */
export const rangeOn = (day: string, ranges: readonly DayRange[]): DayRange | null =>
  ranges.find((r) => r.from <= day && day <= r.to) ?? null;

export type ClosureProblem =
  | { key: 'branchClosedDay'; params: { which: 'pickup' | 'return'; day: string } }
  | { key: 'blackout'; params: DayRange & { which: 'pickup' | 'return' } };

export interface ClosureInput {
  pickupAt: Date;
  returnAt: Date;
  pickupClosedDays: readonly DayRange[];
  returnClosedDays: readonly DayRange[];
  blackouts: readonly DayRange[];
}

/** Every closure the trip's pickup and return fall on: the brand's first, then each branch's. */
export function closureProblems(input: ClosureInput): ClosureProblem[] {
  const pickupDay = panamaDay(input.pickupAt);
  const returnDay = panamaDay(input.returnAt);
  const problems: ClosureProblem[] = [];
  const pickupBlackout = rangeOn(pickupDay, input.blackouts);
  const blackout = pickupBlackout ?? rangeOn(returnDay, input.blackouts);
  if (blackout)
    problems.push({
      key: 'blackout',
      params: { ...blackout, which: pickupBlackout ? 'pickup' : 'return' },
    });
  if (rangeOn(pickupDay, input.pickupClosedDays))
    problems.push({ key: 'branchClosedDay', params: { which: 'pickup', day: pickupDay } });
  if (rangeOn(returnDay, input.returnClosedDays))
    problems.push({ key: 'branchClosedDay', params: { which: 'return', day: returnDay } });
  return problems;
}
