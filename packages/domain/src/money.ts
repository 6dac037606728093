/** Money is integer cents in USD everywhere; these helpers are the only place it turns into text. */
import type { Locale } from './locale.ts';

/**
 * Cents as US dollars: "$1,234.56", the same in Spanish (es-PA) and English (en-US), as
 * Intl.NumberFormat writes them (money.test.ts compares). Written out rather than asked of
 * Intl because the first Intl formatter a page builds loads locale data: about 20 ms of a
 * phone's main thread while a price list hydrates (docs/performance.md).
 */
export function formatCents(cents: number, _locale: Locale): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * SPEC §4: the prepaid price is the price minus the car's discount percent; a fixed
 * prepaid_price set by staff wins. Rounded to the cent, half up.
 */
export function prepaidDailyPrice(car: {
  price: number;
  discount: number;
  prepaid_price: number | null;
}): number {
  if (car.prepaid_price !== null && car.prepaid_price > 0) return car.prepaid_price;
  const discount = Math.min(100, Math.max(0, car.discount));
  return Math.round((car.price * (100 - discount)) / 100);
}
