import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE } from '@rental/domain/locale';
import { decideRoute } from '@rental/domain/navigation';

/** Applies the routing decisions of SPEC §2 (see packages/domain/src/navigation.ts). */
export function proxy(request: NextRequest) {
  const decision = decideRoute({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    languageCookie: request.cookies.get(LANGUAGE_COOKIE)?.value,
    userAgent: request.headers.get('user-agent'),
  });
  if (decision.kind === 'redirect') return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  if (decision.kind === 'bot-not-found') return new NextResponse(null, { status: 404 });

  // Pages learn the visitor-facing path (for the 404 message and the language switch).
  const headers = new Headers(request.headers);
  headers.set('x-site-path', decision.path);
  if (request.nextUrl.pathname === decision.pathname) return NextResponse.next({ request: { headers } });
  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/|api/|assets/|brands/|sitemap\\.xml|robots\\.txt|favicon\\.ico).*)'],
};
