import type { SeedBranch } from '../types.ts';

/**
 * Cars of each class the fleet lists, per branch (`fleet_units`): the airports hold most of the
 * fleet. SEED_FLEET_UNITS replaces these counts (the test stacks use it).
 */
export const unitsPerClass = (branch: SeedBranch): number => (branch.isAirport ? 40 : 12);
