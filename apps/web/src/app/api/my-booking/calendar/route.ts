import type { NextRequest } from 'next/server';
import { toLocale } from '@rental/domain/locale';
import { siteOrigin } from '@/lib/config/server';
import { myBookingDeps } from '@/lib/my-booking/deps';
import { myBookingCalendar } from '@/lib/my-booking/service';
import { currentSession } from '@/lib/my-booking/session-cookie';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * The booking's calendar file (.ics), for the booking whose signed session this browser holds
 * (the booking's page's cookie, unless the session was ended), texts in `?lang=` (the page's
 * language). Anything else is a 404: the address names no booking, so it cannot be used to
 * fetch another renter's.
 */
export async function GET(request: NextRequest) {
  const session = await currentSession();
  const locale = toLocale(request.nextUrl.searchParams.get('lang'));
  const file = session
    ? await myBookingCalendar(myBookingDeps(), session, locale, siteOrigin()).catch(
        (error: unknown) => {
          console.error(
            `[my-booking] calendar failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          return null;
        },
      )
    : null;
  if (!file) return new Response('Not found', { status: 404, headers: PRIVATE });
  return new Response(file.content, {
    headers: {
      ...PRIVATE,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
    },
  });
}
