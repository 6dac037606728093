/**
 * Client addresses the suite's browsers claim (X-Real-IP, believed from loopback, the e2e
 * stack's trusted proxy). Every spec shares one address that the stack exempts from the rate
 * limits (RATE_LIMIT_EXEMPT): how many bookings the whole suite makes in ten minutes is no
 * business of any one test. A test about a limit takes an address of its own instead, so it
 * starts from a fresh count whatever ran before it.
 */
export const SUITE_ADDRESS = '10.77.0.1';

// One block per run: the stack is new each run, a fresh block guards against a reused one.
const RUN = Math.floor(Math.random() * 250);

/** A test's own address: `slot` tells the limit tests apart, the project keeps desktop and phone apart. */
export function ownAddress(slot: number, project: string): string {
  return `198.51.${RUN}.${slot * 4 + (project === 'phone' ? 2 : 1)}`;
}
