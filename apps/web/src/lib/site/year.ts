import { cacheLife } from 'next/cache';

/** The current year in Panama, for the footer; cached so pages stay prerendered. */
export async function currentYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Panama' }).format(new Date()));
}
