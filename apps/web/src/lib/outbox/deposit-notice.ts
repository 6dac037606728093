import { reservationLinks } from '../../emails/reservation-links.ts';
import type { BrandKey } from '@rental/domain/brands';
import { depositNoticeKey } from '@rental/domain/notifications/deposit-notice';
import { toLocale } from '@rental/domain/locale';
import type { CmsClient } from '../cms/client.ts';
import { fetchSiteConfig } from '../cms/queries.ts';
import { findReservation } from '../records/booking.ts';
import { depositsOf } from '../records/deposits.ts';
import { mailBrandOf } from './mail-brand.ts';
import type { DepositMailData } from '../../emails/deposit-mail.tsx';

/** What the notice shows: read when it is sent, from the hold's row as it ended. */
export async function depositMailData(
  cms: CmsClient,
  brand: BrandKey,
  key: string,
  reservationId: string,
  origin: string,
): Promise<DepositMailData | null> {
  const holdId = key.slice(depositNoticeKey('').length);
  const [r, site, rows] = await Promise.all([
    findReservation(cms, reservationId),
    fetchSiteConfig(cms, brand, 'es'),
    depositsOf(cms, reservationId),
  ]);
  const hold = rows.find((row) => row.id === holdId);
  if (!r || !hold) return null;
  return {
    brand: mailBrandOf(site, origin),
    locale: toLocale(r.language),
    code: r.code,
    name: typeof r.client?.name === 'string' ? r.client.name : '',
    amount: hold.amount,
    charged: hold.status === 'charged' ? Number(hold.charged_amount) || 0 : 0,
    reason: hold.charge_reason ?? '',
    card: hold.card_last4 ? `${hold.card_brand ?? ''} •••• ${hold.card_last4}`.trim() : null,
    manage: reservationLinks(origin, toLocale(r.language), r.code, false).manage,
  };
}
