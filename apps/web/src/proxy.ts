import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE } from '@rental/domain/locale';
import { BOT_LOOKUP_HEADER, decideRoute, isBot, NOT_FOUND_PATH } from '@rental/domain/navigation';
import { getRouteIndex } from '@/lib/cms/route-index';
import { refuseMalformedAction } from '@/lib/proxy/action-guard';
import { respondToCrawler } from '@/lib/proxy/bot-lookup';
import { refreshBeforeNavigation } from '@/lib/auth/next';

/** Applies the routing decisions of SPEC §2 (see packages/domain/src/navigation.ts). */
export async function proxy(request: NextRequest) {
  if (request.method === 'POST') {
    const refusal = await refuseMalformedAction(request);
    if (refusal) return refusal;
  }
  const decision = decideRoute({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    languageCookie: request.cookies.get(LANGUAGE_COOKIE)?.value,
    userAgent: request.headers.get('user-agent'),
    index: await getRouteIndex(),
  });
  // A site path resolved against Next's own request URL is on the same host, which Next.js
  // sends as a relative Location; never the Host or X-Forwarded-* headers, which a client
  // chooses. A staff redirect to another site stays absolute.
  if (decision.kind === 'redirect')
    return NextResponse.redirect(new URL(decision.location, request.nextUrl), decision.status);
  if (decision.kind === 'not-found' && decision.bot) return new NextResponse(null, { status: 404 });
  if (isBot(request.headers.get('user-agent')) && !request.headers.has(BOT_LOOKUP_HEADER))
    return respondToCrawler(request);

  const url = request.nextUrl.clone();
  if (decision.kind === 'not-found') {
    // A path no route matches: Next.js responds with global-not-found.tsx and a real 404.
    url.pathname = `/${decision.locale}${NOT_FOUND_PATH}`;
    return NextResponse.rewrite(url);
  }
  // SPEC §6: an expired session is refreshed before the page renders (no call when anonymous).
  const session = await refreshBeforeNavigation(request);
  const forward = session.changed ? { request: { headers: request.headers } } : undefined;
  if (request.nextUrl.pathname === decision.pathname)
    return session.apply(NextResponse.next(forward));
  url.pathname = decision.pathname;
  return session.apply(NextResponse.rewrite(url, forward));
}

export const config = {
  matcher: ['/((?!_next/|api/|assets/|brands/|sitemap\\.xml|robots\\.txt|favicon\\.ico).*)'],
};
