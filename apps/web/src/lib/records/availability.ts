import { stockHasUnit, type ClassStock } from '@rental/domain/reservation/stock';
import type { CmsClient } from '../cms/client.ts';
import type { StoredReservation } from '../cms/types.ts';

/*
 * What the fleet has free: the CMS's `/availability` endpoint
 * (services/cms/extensions/availability), judged by the same code as the check that stores a
 * reservation. `units` and `left` are null where the branch does not track the class (no limit).
 */

interface Rental {
  branch: string;
  pickupAt: Date;
  returnAt: Date;
}

const period = (r: Rental) => ({
  branch: r.branch,
  from: r.pickupAt.toISOString(),
  to: r.returnAt.toISOString(),
});

/** Units of a car's class free for a rental, leaving out the reservation `except` (being paid or changed). */
export function carStock(
  cms: CmsClient,
  rental: Rental & { car: string; except?: string | null },
): Promise<ClassStock & { class: string }> {
  return cms.endpoint('/availability', {
    ...period(rental),
    car: rental.car,
    ...(rental.except ? { except: rental.except } : {}),
  });
}

/** Units free for a rental of every class the branch tracks, by ACRISS class. */
export async function branchStock(
  cms: CmsClient,
  rental: Rental,
): Promise<Record<string, ClassStock>> {
  const response = await cms.endpoint<{ classes: Record<string, ClassStock> }>(
    '/availability',
    period(rental),
  );
  return response.classes;
}

/**
 * Whether a stored reservation still finds a unit of its class — on its own trip, or on `trip`
 * (a change's new branch and dates) — leaving itself out: asked before money moves or a trip
 * changes.
 */
export async function reservationHasUnit(
  cms: CmsClient,
  r: Pick<StoredReservation, 'id' | 'car' | 'pickup_branch' | 'pickup_date' | 'return_date'>,
  trip: Partial<Pick<StoredReservation, 'pickup_branch' | 'pickup_date' | 'return_date'>> = {},
): Promise<boolean> {
  const wanted = { ...r, ...trip };
  const stock = await carStock(cms, {
    car: r.car,
    branch: wanted.pickup_branch,
    pickupAt: new Date(wanted.pickup_date),
    returnAt: new Date(wanted.return_date),
    except: r.id,
  });
  return stockHasUnit(stock);
}
