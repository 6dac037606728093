import { stockHasUnit, type ClassStock } from '@rental/domain/reservation/stock';
import type { CmsClient } from '../cms/client.ts';
import type { StoredReservation } from '../cms/types.ts';

/*
 * What the fleet has free, from the CMS's `/availability` endpoint (the same code as the store's
 * check); `units` and `left` are null where the branch does not track the class.
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
  rental: Rental & { car: string; except?: string | null; extraUnits?: string | null },
): Promise<ClassStock & { class: string; extrasShort?: string[] }> {
  return cms.endpoint('/availability', {
    ...period(rental),
    car: rental.car,
    ...(rental.except ? { except: rental.except } : {}),
    ...(rental.extraUnits ? { extras: rental.extraUnits } : {}),
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

/** Whether a stored reservation, leaving itself out, still finds a unit on its own trip or on `trip`: asked before money or trips move. */
export async function reservationHasUnit(
  cms: CmsClient,
  r: Pick<StoredReservation, 'id' | 'car' | 'pickup_branch' | 'pickup_date' | 'return_date'>,
  trip: Partial<Pick<StoredReservation, 'pickup_branch' | 'pickup_date' | 'return_date'>> = {},
): Promise<boolean> {
  return (await reservationStock(cms, r, trip)) === 'free';
}

/**
 * The same, saying what is short: the car's unit, or the units of an extra the trip books
 * (`extra_units`, `|code=units|`).
 */
export async function reservationStock(
  cms: CmsClient,
  r: Pick<StoredReservation, 'id' | 'car' | 'pickup_branch' | 'pickup_date' | 'return_date'>,
  trip: Partial<Pick<StoredReservation, 'pickup_branch' | 'pickup_date' | 'return_date'>> & {
    extra_units?: string | null;
  } = {},
): Promise<'free' | 'car' | 'extra'> {
  const wanted = { ...r, ...trip };
  const stock = await carStock(cms, {
    car: r.car,
    branch: wanted.pickup_branch,
    pickupAt: new Date(wanted.pickup_date),
    returnAt: new Date(wanted.return_date),
    except: r.id,
    extraUnits: trip.extra_units ?? null,
  });
  if (!stockHasUnit(stock)) return 'car';
  return stock.extrasShort?.length ? 'extra' : 'free';
}
