import { toLocale } from '@rental/domain/locale';
import type { ChangeRequest } from '@rental/domain/reservation/change';
import { precheckinDriversChange } from '@rental/domain/reservation/precheckin-drivers';
import { toBookingCatalog } from '../booking/catalog.ts';
import type { StoredReservation } from '../cms/types.ts';
import { openSession } from '../precheckin/find-reservation.ts';
import { SESSION_MS, type DriversChangeOffer } from '../precheckin/service.ts';
import { readToken } from '../precheckin/token.ts';
import { quotedChange, type ChangeDeps } from './change.ts';

/**
 * The pre-check-in's drivers as a change of the booking: an additional driver more than booked,
 * or one whose band's surcharge the price lacks, is quoted, confirmed and paid exactly as a
 * change from the booking's page (change.ts, change-payment.ts), under the booking's own page
 * session, minted here for the pre-check-in's reservation.
 */

/** The booking page's session for the reservation a pre-check-in session is for ('' when it is not valid). */
export function bookingSessionOf(
  deps: Pick<ChangeDeps, 'secret' | 'brand' | 'now'>,
  precheckinSession: unknown,
): string {
  const token = readToken(deps.secret, precheckinSession, 'session', deps.brand, deps.now());
  return token.ok ? openSession(deps, 'manage', token.token.reservation, SESSION_MS) : '';
}

const branchCode = (r: StoredReservation, which: 'pickup' | 'return', codes: Map<string, string>) =>
  (which === 'pickup' ? r.extras?.pickupBranchCode : r.extras?.returnBranchCode) ??
  codes.get(which === 'pickup' ? r.pickup_branch : r.return_branch) ??
  '';

/**
 * For the pre-check-in, inside the booking's lock: the change its drivers need, priced; null
 * when the booking already carries them; 'refused' when the booking cannot take it now.
 */
export function driversChangeOf(deps: ChangeDeps) {
  return async (
    r: StoredReservation,
    birthdays: string[],
  ): Promise<DriversChangeOffer | 'refused' | null> => {
    const data = await deps.loadData(toLocale(r.language));
    const drivers = precheckinDriversChange(
      {
        pickupAt: new Date(r.pickup_date),
        returnAt: new Date(r.return_date),
        additionalDrivers: r.extras?.additionalDrivers ?? 0,
        additionalDriverBirthdays: r.extras?.additionalDriverBirthdays ?? [],
      },
      birthdays,
      toBookingCatalog(data),
    );
    if (!drivers) return null;
    const codes = new Map(data.branches.map((b) => [b.id, b.code]));
    const request: ChangeRequest = {
      pickupBranch: branchCode(r, 'pickup', codes),
      returnBranch: branchCode(r, 'return', codes),
      pickupAt: new Date(r.pickup_date).toISOString(),
      returnAt: new Date(r.return_date).toISOString(),
      ...drivers,
      confirm: false,
      expectedTotal: null,
    };
    const quoted = await quotedChange(deps, openSession(deps, 'manage', r.id, SESSION_MS), request);
    if ('ok' in quoted) {
      deps.log?.(`[precheckin] drivers change refused: ${JSON.stringify(quoted)}`);
      return 'refused';
    }
    const { quote } = quoted;
    return {
      request: { ...request, confirm: true, expectedTotal: quote.price.totals.total },
      bill: { lines: quote.price.lines, totals: quote.price.totals },
      difference: quote.difference,
      settlement: quote.settlement,
    };
  };
}
