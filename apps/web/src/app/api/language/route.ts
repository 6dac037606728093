import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LOCALES, localizedPath } from '@rental/domain/locale';

const query = z.object({
  to: z.enum(LOCALES),
  // Only a site path: never an absolute URL, so this cannot be used as an open redirect.
  path: z.string().regex(/^\/(?!\/)[^\\\s]*$/).max(2048).default('/'),
});

/** Stores the visitor's language (SPEC §4/§9 cookie rules) and returns to the same page in it. */
export function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return NextResponse.json({ error: 'Invalid language or path' }, { status: 400 });
  const { to, path } = parsed.data;
  const response = NextResponse.redirect(new URL(localizedPath(path, to), request.url), 303);
  response.cookies.set(LANGUAGE_COOKIE, to, { maxAge: LANGUAGE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
  return response;
}
