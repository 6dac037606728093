/**
 * A booking the seeded catalogue accepts: the brand's cheapest bookable car at the airport
 * branch (open all day), four to seven days from now. Used for the /reserva draft Lighthouse
 * measures and for the reservations the load test creates.
 */
import { randomUUID } from 'node:crypto';
import {
  chooseCar,
  createDraft,
  saveDraft,
  DRAFT_STORAGE_KEY,
} from '@rental/domain/reservation/draft';
import type { ReservationRequestInput } from '@rental/domain/reservation/request';
import type { BrandKey } from '@rental/domain/brands';

const BRANCH = 'PTY';

export interface CmsAccess {
  url: string;
  token: string;
}

async function items<T>(cms: CmsAccess, path: string): Promise<T[]> {
  const res = await fetch(`${cms.url}${path}`, {
    headers: { authorization: `Bearer ${cms.token}` },
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T[] }).data;
}

export async function bookableCar(cms: CmsAccess, brand: BrandKey): Promise<string> {
  const [site] = await items<{ allowedCars: string[] | null }>(
    cms,
    `/items/sites_config?filter[brand][_eq]=${brand}&fields=allowedCars`,
  );
  const classes = site?.allowedCars?.length
    ? `&filter[class][_in]=${site.allowedCars.join(',')}`
    : '';
  const price = `price_${brand}`;
  const [car] = await items<{ id: string }>(
    cms,
    `/items/flota?fields=id&filter[${price}][_gt]=0&filter[status][_neq]=unavailable${classes}&sort=${price}&limit=1`,
  );
  if (!car) throw new Error(`the CMS has no bookable car for ${brand}`);
  return car.id;
}

/** Pickup and return instants: `from`/`to` days ahead, 10:00 in Panama (UTC−5 all year). */
function tripDates(from = 4, to = 7, now = new Date()): { pickupAt: Date; returnAt: Date } {
  const at = (days: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 15));
  return { pickupAt: at(from), returnAt: at(to) };
}

/** The localStorage entry of a draft holding that car, branch and dates, as the fleet's Reserve link leaves it. */
export function draftStorage(brand: BrandKey, car: string): Record<string, string> {
  const { pickupAt, returnAt } = tripDates();
  const draft = chooseCar(createDraft(brand), car, {
    pickup: BRANCH,
    dropoff: BRANCH,
    from: pickupAt,
    to: returnAt,
  });
  return { [DRAFT_STORAGE_KEY]: saveDraft(draft) };
}

/** What the /reserva form sends to `submitReservation`, with a fresh idempotency nonce. */
export function reservationRequest(car: string, renter: string): ReservationRequestInput {
  const { pickupAt, returnAt } = tripDates();
  return {
    nonce: randomUUID(),
    locale: 'es',
    car,
    pickupBranch: BRANCH,
    returnBranch: BRANCH,
    pickupAt: pickupAt.toISOString(),
    returnAt: returnAt.toISOString(),
    reservationType: 'postpaid',
    coverages: ['basic-liability'],
    roadside: false,
    coupon: null,
    client: {
      name: 'Bench',
      last_name: renter,
      email: `${renter}@bench.example.com`,
      phone_number: '+507 6123-4567',
      license: 'PA-BENCH-1',
      birthday: '1990-05-10',
      terms: true,
    },
  };
}
