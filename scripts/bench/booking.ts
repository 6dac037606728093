/**
 * Bookings the seeded catalogue accepts, at the airport branch (open all day): the brand's
 * cheapest bookable car four to seven days from now for the /reserva draft Lighthouse measures,
 * and, for the reservations the load test creates, the cheapest car of each of its classes on
 * trips spread over the coming weeks.
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

/** The brand's bookable cars, cheapest first. */
async function bookableCars(
  cms: CmsAccess,
  brand: BrandKey,
): Promise<{ id: string; class: string }[]> {
  const [site] = await items<{ allowedCars: string[] | null }>(
    cms,
    `/items/sites_config?filter[brand][_eq]=${brand}&fields=allowedCars`,
  );
  const classes = site?.allowedCars?.length
    ? `&filter[class][_in]=${site.allowedCars.join(',')}`
    : '';
  const price = `price_${brand}`;
  const cars = await items<{ id: string; class: string }>(
    cms,
    `/items/flota?fields=id,class&filter[${price}][_gt]=0&filter[status][_neq]=unavailable${classes}&sort=${price}&limit=-1`,
  );
  if (!cars.length) throw new Error(`the CMS has no bookable car for ${brand}`);
  return cars;
}

export async function bookableCar(cms: CmsAccess, brand: BrandKey): Promise<string> {
  return (await bookableCars(cms, brand))[0].id;
}

/** The cheapest bookable car of each of the brand's classes. */
export async function carOfEachClass(cms: CmsAccess, brand: BrandKey): Promise<string[]> {
  const byClass = new Map<string, string>();
  for (const car of await bookableCars(cms, brand))
    if (!byClass.has(car.class)) byClass.set(car.class, car.id);
  return [...byClass.values()];
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

/**
 * What the /reserva form sends to the reservation route (POST /api/reservations), with a fresh idempotency nonce: three
 * days picked up `daysAhead` days from now (four unless told).
 */
export function reservationRequest(
  car: string,
  renter: string,
  daysAhead = 4,
): ReservationRequestInput {
  const { pickupAt, returnAt } = tripDates(daysAhead, daysAhead + 3);
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
