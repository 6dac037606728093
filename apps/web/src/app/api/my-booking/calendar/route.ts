import type { NextRequest } from 'next/server';
import { toLocale } from '@rental/domain/locale';
import { siteOrigin } from '@/lib/config/server';
import { myBookingDeps } from '@/lib/my-booking/deps';
import { myBookingCalendar } from '@/lib/my-booking/service';
import { currentSession } from '@/lib/my-booking/session-cookie';
import { privateFile, privateStatus } from '@/lib/http/file-response';

/**
 * The .ics of the booking whose session this browser holds, in `?lang=`. Anything else is a 404:
 * the address names no booking, so it cannot fetch another renter's.
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
  if (!file) return privateStatus(404, 'Not found');
  return privateFile({ ...file, type: 'text/calendar; charset=utf-8' });
}
