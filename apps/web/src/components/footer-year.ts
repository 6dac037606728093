import { cacheLife } from 'next/cache';
import { PANAMA_TIME_ZONE } from '@rental/domain/panama-time';

/** The current year in Panama, for the footer; cached so pages stay prerendered. */
export async function currentYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: PANAMA_TIME_ZONE }).format(
      new Date(),
    ),
  );
}
