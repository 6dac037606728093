import 'server-only';
import { headers } from 'next/headers';
import { siteOrigin } from './server.ts';
import { CLIENT_ADDRESS_HEADER } from '../http/client-headers.ts';

/**
 * Who is asking (for rate limits) and the site's public origin (for return addresses).
 * The address is the one apps/web/server.ts settled from the connection (a trusted proxy's
 * headers only, TRUSTED_PROXIES); a request that did not pass through it (`next dev`) counts
 * as `unknown`. The origin is SITE_URL, never a request header: Host and X-Forwarded-Host are
 * the client's to choose.
 */
export async function requestClient(): Promise<{ address: string; origin: string }> {
  const h = await headers();
  return { address: h.get(CLIENT_ADDRESS_HEADER) || 'unknown', origin: siteOrigin() };
}
