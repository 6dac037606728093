/** Money is integer cents in USD everywhere; these helpers are the only place it turns into text. */
import type { Locale } from './locale.ts';

const formatters = new Map<string, Intl.NumberFormat>();

export function formatCents(cents: number, locale: Locale): string {
  const tag = locale === 'en' ? 'en-US' : 'es-PA';
  let f = formatters.get(tag);
  if (!f) {
    f = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 });
    formatters.set(tag, f);
  }
  return f.format(cents / 100);
}

/**
 * SPEC §4: the prepaid price is the price minus the car's discount percent; a fixed
 * prepaid_price set by staff wins. Rounded to the cent, half up.
 */
export function prepaidDailyPrice(car: { price: number; discount: number; prepaid_price: number | null }): number {
  if (car.prepaid_price !== null && car.prepaid_price > 0) return car.prepaid_price;
  const discount = Math.min(100, Math.max(0, car.discount));
  return Math.round((car.price * (100 - discount)) / 100);
}
