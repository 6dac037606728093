import 'server-only';
import { BRAND, cms } from '../cms/index.ts';
import { fetchSiteConfig } from '../cms/queries.ts';
import { readServerConfig } from '../config/server.ts';
import { paymentOptions } from '../payments/gateways.ts';
import { loadBookingData } from './catalog.ts';
import type { PaymentDeps } from './payments.ts';
import type { BookingDeps } from './reservations.ts';

/** The booking services wired to this server's CMS, brand, clock and payment providers. */
export function bookingDeps(): BookingDeps {
  return { cms: cms(), brand: BRAND, now: () => new Date(), loadData: (locale) => loadBookingData(cms(), BRAND, locale), log: console.error };
}

export async function paymentDeps(): Promise<PaymentDeps> {
  const config = readServerConfig();
  // The brand's gateway as staff set it now (not a cached page's copy).
  const site = await fetchSiteConfig(cms(), BRAND, 'es');
  return { cms: cms(), brand: BRAND, now: () => new Date(), ...paymentOptions(site.paymentGateway, config), log: console.error };
}
