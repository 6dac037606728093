import { NextResponse, type NextRequest } from 'next/server';
import { BOT_LOOKUP_HEADER, botErrorStatus } from '@rental/domain/navigation';
import { CLIENT_ADDRESS_HEADER, FORWARDING_HEADERS } from '../http/client-headers.ts';

const LOOKUP_TIMEOUT_MS = 30_000;
const PASSED_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
  'location',
  'content-language',
  'link',
  'x-robots-tag',
];

/**
 * A crawler's page request (SPEC §2: bots get only the status of an error): the page is asked
 * of this server as for a person and handed over unless it is an error. One local hop.
 */
export async function respondToCrawler(request: NextRequest): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(BOT_LOOKUP_HEADER, '1');
  // The inner request comes from this server's loopback (a trusted proxy): it names the
  // visitor's verified address and nothing else the visitor sent as forwarding headers.
  for (const name of FORWARDING_HEADERS) headers.delete(name);
  headers.set('x-real-ip', request.headers.get(CLIENT_ADDRESS_HEADER) ?? '');
  headers.delete('accept-encoding');
  let page: Response;
  try {
    page = await fetch(request.nextUrl, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
  } catch {
    return new NextResponse(null, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
  const html = await page.text();
  const status = botErrorStatus(page.status, html);
  if (status !== null)
    return new NextResponse(null, { status, headers: { 'cache-control': 'no-store' } });
  // Only the page's own headers: Next's internal ones (x-middleware-rewrite…) would be obeyed again.
  const out = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = page.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  for (const cookie of page.headers.getSetCookie()) out.append('set-cookie', cookie);
  return new NextResponse(html, { status: page.status, headers: out });
}
