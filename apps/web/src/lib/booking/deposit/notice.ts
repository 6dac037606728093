import type { BrandKey } from '@rental/domain/brands';
import { DEPOSIT_NOTICE_KIND, depositNoticeKey } from '@rental/domain/notifications/deposit-notice';
import type { CmsClient } from '../../cms/client.ts';
import { findReservation } from '../../records/booking.ts';
import { insertOutboxMessage } from '../../records/outbox.ts';

/** Queues the renter's e-mail about a settled hold: once per hold, whoever settles it (the unique key). */
export async function queueDepositNotice(
  deps: { cms: CmsClient; brand: string },
  reservationId: string,
  holdId: string,
): Promise<void> {
  const r = await findReservation(deps.cms, reservationId);
  const email = typeof r?.client?.email === 'string' ? r.client.email.trim() : '';
  if (!r || !email) return;
  await insertOutboxMessage(deps.cms, {
    key: depositNoticeKey(holdId),
    kind: DEPOSIT_NOTICE_KIND,
    brand: deps.brand as BrandKey,
    reservation: r.id,
    recipient: email,
    language: r.language,
    status: 'queued',
  });
}
