import { optInsSchema } from '@rental/domain/privacy';
import { withBookingLock } from '../booking/booking-lock.ts';
import { findReservation } from '../records/booking.ts';
import { storeOptIns } from '../records/opt-ins.ts';
import { bookingOf, readMyBooking, type MyBookingDeps, type MyBookingResult } from './service.ts';

/**
 * The renter says yes or no, again, to offers by e-mail and reminders by WhatsApp (Law 81: a
 * consent is revocable as easily as it was given). Stored in the booking's `client` with the
 * time of the change; the rest of the renter stays as it is (the website guard checks it).
 */
export async function changeOptIns(
  deps: MyBookingDeps,
  session: unknown,
  input: unknown,
): Promise<MyBookingResult> {
  const parsed = optInsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problem: 'invalid' };
  try {
    const r = await bookingOf(deps, session);
    if ('ok' in r) return r;
    await withBookingLock(deps.cms, r.id, async () => {
      const fresh = (await findReservation(deps.cms, r.id)) ?? r;
      await storeOptIns(deps.cms, r.id, {
        ...fresh.client,
        ...parsed.data,
        opt_ins_changed_at: deps.now().toISOString(),
      });
    });
    return await readMyBooking(deps, session);
  } catch (error) {
    deps.log?.(
      `[my-booking] opt-ins failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { ok: false, problem: 'processing' };
  }
}
