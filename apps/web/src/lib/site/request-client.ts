import 'server-only';
import { headers } from 'next/headers';

/** Who is asking (for rate limits) and the site's public origin (for return addresses), behind a proxy or not. */
export async function requestClient(): Promise<{ address: string; origin: string }> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto') ?? 'http';
  return { address: h.get('x-real-ip') ?? h.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown', origin: `${proto}://${host}` };
}
