import 'server-only';
import { headers } from 'next/headers';
import { siteOrigin } from './server.ts';
import { CLIENT_ADDRESS_HEADER } from '../http/client-headers.ts';

/**
 * Who is asking (the address server.ts settled from trusted proxies, else `unknown`) and the
 * public origin, always SITE_URL: Host and X-Forwarded-Host are the client's to choose.
 */
export async function requestClient(): Promise<{ address: string; origin: string }> {
  const h = await headers();
  return { address: h.get(CLIENT_ADDRESS_HEADER) || 'unknown', origin: siteOrigin() };
}
