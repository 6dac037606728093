import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LOCALES } from '@rental/domain/locale';
import { switchLanguageTarget } from '@rental/domain/navigation';

const query = z.object({
  to: z.enum(LOCALES),
  // Only a site path: never an absolute URL, so this cannot be used as an open redirect.
  path: z
    .string()
    .regex(/^\/(?!\/)[^\\\s]*$/)
    .max(2048)
    .optional(),
});

/**
 * Stores the visitor's language (SPEC §4/§9 cookie rules) and returns to the same page in
 * it: the page is `path` when given, else the Referer when it is this site, else home.
 */
export function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success)
    return NextResponse.json({ error: 'Invalid language or path' }, { status: 400 });
  const { to, path } = parsed.data;
  const target = switchLanguageTarget({
    to,
    path,
    referer: request.headers.get('referer'),
    host: request.headers.get('host') ?? request.nextUrl.host,
  });
  // A relative Location: behind a proxy the host this server sees is not the visitor's.
  const response = new NextResponse(null, { status: 303, headers: { location: target } });
  response.cookies.set(LANGUAGE_COOKIE, to, {
    maxAge: LANGUAGE_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'lax',
  });
  return response;
}
