import type { GuardName } from '../routes.ts';
import type { ReservationDraft } from './draft.ts';

/**
 * The route guards of SPEC §2 as pure decisions. A guard says 'allow', 'not-found' (the
 * 404 'Page Not Found') or where to redirect. Naming a guard that does not exist throws
 * 'Unknown route middleware'.
 */
export type GuardDecision =
  { kind: 'allow' } | { kind: 'not-found' } | { kind: 'redirect'; to: string };

export interface GuardContext {
  draft: ReservationDraft | null;
  precheckinEnabled: boolean;
  /** Pre-check-in data found for a reservation in this tab. */
  hasPrecheckinData: boolean;
  /** The page was reached from the previous step in this tab (not typed, not a bookmark). */
  cameFromPreviousStep: boolean;
}

const allow: GuardDecision = { kind: 'allow' };
const notFound: GuardDecision = { kind: 'not-found' };

const GUARDS: Record<GuardName, (ctx: GuardContext) => GuardDecision> = {
  // A chosen car is the reservation's details; places and dates are edited on /reserva itself.
  'check-reservation-details': ({ draft }) => (draft && draft.car ? allow : notFound),
  'check-reservation-success-redirect': ({ draft }) =>
    draft && draft.reservation_id && ['paid', 'confirmed'].includes(draft.status)
      ? { kind: 'redirect', to: '/reserva/thanks' }
      : allow,
  'check-precheckin-module-enable': ({ precheckinEnabled }) =>
    precheckinEnabled ? allow : notFound,
  'check-precheckin-data': ({ hasPrecheckinData }) => (hasPrecheckinData ? allow : notFound),
  'prevent-direct-access': ({ cameFromPreviousStep }) => (cameFromPreviousStep ? allow : notFound),
};

export class UnknownGuardError extends Error {
  constructor(name: string) {
    super('Unknown route middleware');
    this.name = 'UnknownGuardError';
    this.cause = name;
  }
}

/** Runs the named guards in order; the first that does not allow decides. */
export function runGuards(names: readonly string[], ctx: GuardContext): GuardDecision {
  for (const name of names) {
    const guard = GUARDS[name as GuardName];
    if (!guard) throw new UnknownGuardError(name);
    const decision = guard(ctx);
    if (decision.kind !== 'allow') return decision;
  }
  return allow;
}
