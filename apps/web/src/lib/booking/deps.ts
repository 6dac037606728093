import 'server-only';
import { cms } from '../cms/index.ts';
import { BRAND } from '../config/brand.ts';
import { fetchSiteConfig } from '../cms/queries.ts';
import { readServerConfig } from '../config/server.ts';
import { paymentOptions } from '../gateways/options.ts';
import { loadBookingData } from './catalog.ts';
import { processWide } from '../runtime/process-wide.ts';
import { recent } from './recent.ts';
import type { Locale } from '@rental/domain/locale';
import type { PaymentDeps } from './paying/index.ts';
import type { BookingDeps } from './reservations.ts';

/** What every service is wired to on this server: its CMS, brand and clock. */
export const serverDeps = () => ({ cms: cms(), brand: BRAND, now: () => new Date() });

/** The brand's settings as staff set them now (not a cached page's copy). */
export const liveSiteConfig = () => fetchSiteConfig(cms(), BRAND, 'es');

/**
 * What bookings are decided with, read again at most once a second and at once after a Studio
 * edit (forgetBookingData, called by /api/revalidate): see recent.ts. One copy per process, so
 * that the forget reaches the pages' actions (the /flota search, a car's stock) as well as the
 * route handlers: see process-wide.ts.
 */
const bookingData = processWide('booking-data', () =>
  recent((locale: Locale) => loadBookingData(cms(), BRAND, locale), 1000),
);

export const forgetBookingData = () => bookingData.forget();

/** The booking services wired to this server's CMS, brand, clock and payment providers. */
export function bookingDeps(): BookingDeps {
  return {
    ...serverDeps(),
    loadData: (locale) => bookingData.get(locale),
    log: console.error,
  };
}

export async function paymentDeps(): Promise<PaymentDeps> {
  const config = readServerConfig();
  // The brand's gateway as staff set it now.
  const site = await liveSiteConfig();
  return {
    ...serverDeps(),
    ...paymentOptions(site.paymentGateway, config),
    log: console.error,
  };
}
