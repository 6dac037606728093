import type { BrandKey } from '@rental/domain/brands';
import type { BillLine } from '@rental/domain/reservation/price';
import { toLocale, type Locale } from '@rental/domain/locale';
import { paymentBalance } from '@rental/domain/reservation/my-booking';
import type { CmsClient } from '../cms/client.ts';
import { findReservation } from '../records/booking.ts';
import { fetchCoverages } from '../cms/queries.ts';
import { carSummary, paidOnline } from '../records/outbox.ts';
import { fetchBranches, fetchSiteConfig } from '../cms/queries.ts';
import type { Branch } from '../cms/types.ts';
import {
  cancellationRefundPrefix,
  changeRefundPrefix,
  refundSummary,
} from '@rental/domain/reservation/refunds';
import { findRefundsByPrefix } from '../records/refunds.ts';
import type {
  MailChangeMoney,
  MailRefund,
  ReservationConfirmationData,
} from '../../emails/confirmation-data.ts';
import { mailBrandOf } from './mail-brand.ts';
import { reservationLinks } from '../../emails/reservation-links.ts';

const branchOf = (b: Branch | undefined, fallbackName: string) => ({
  name: b?.name ?? fallbackName,
  address: b?.address ?? '',
  phone: b?.phone ?? null,
  hours: b?.hours ?? { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
});

/** A reservation's e-mail as it stands when sent, not when queued, with the bill the server stored. */
export async function reservationMailData(
  cms: CmsClient,
  brand: BrandKey,
  reservationId: string,
  origin: string,
  issuedAt: Date,
  /** The texts' language: the booking's, unless the renter reads it in another (its page's). */
  language?: Locale,
): Promise<ReservationConfirmationData | null> {
  const r = await findReservation(cms, reservationId);
  if (!r) return null;
  const locale = language ?? toLocale(r.language);
  const [site, car, branches, coverages, paid, refund, changeMoney] = await Promise.all([
    fetchSiteConfig(cms, brand, locale),
    carSummary(cms, r.car),
    fetchBranches(cms),
    fetchCoverages(cms, locale),
    paidOnline(cms, r.id),
    r.status === 'cancelled' ? refundOf(cms, r.id) : null,
    changeMoneyOf(cms, r.id, Number(r.change_count) || 0),
  ]);
  const byId = (id: string) => branches.find((b) => b.id === id);
  return {
    locale,
    brand: mailBrandOf(site, origin),
    reservation: {
      code: r.code,
      renterName: typeof r.client.name === 'string' ? r.client.name : '',
      reservationType: r.reservation_type,
      pickupAt: r.pickup_date,
      returnAt: r.return_date,
      days: r.total_reservations_days,
    },
    renterContact: {
      fullName: [r.client.name, r.client.last_name].filter((v) => typeof v === 'string').join(' '),
      email: typeof r.client.email === 'string' ? r.client.email : '',
      phone: typeof r.client.phone_number === 'string' ? r.client.phone_number : null,
    },
    car: car ?? { model: r.extras.carModel ?? '', class: r.extras.carClass ?? '' },
    branches: {
      pickup: branchOf(byId(r.pickup_branch), r.extras.pickupBranchCode ?? ''),
      return: branchOf(byId(r.return_branch), r.extras.returnBranchCode ?? ''),
    },
    bill: {
      lines: (r.extras.lines ?? []) as BillLine[],
      totals: r.totals,
      coverageNames: Object.fromEntries(coverages.map((c) => [c.code, c.name])),
    },
    terms: r.extras.terms ?? null,
    cancellation: site.cancellation,
    payment: paymentBalance(r.totals.total, paid),
    // A renter who has pre-checked-in is not asked again (the reminder's button).
    links: reservationLinks(
      origin,
      locale,
      r.code,
      site.precheckinEnabled && (r.precheckin_status ?? 'none') === 'none',
    ),
    refund,
    changeMoney,
    // Each change of trip raises the calendar file's SEQUENCE, so calendars move the events.
    calendar: { issuedAt, sequence: Number(r.change_count) || 0 },
  };
}

/** A cancelled booking's refund as the cancellation e-mails show it (docs/payments.md, "Refunds"). */
async function refundOf(cms: CmsClient, reservationId: string): Promise<MailRefund | null> {
  const refund = refundSummary(
    await findRefundsByPrefix(cms, reservationId, cancellationRefundPrefix(reservationId)),
  );
  if (!refund) return null;
  return { ...refund, provider: refund.provider === 'paypal' ? 'paypal' : 'card' };
}

/** What the booking's `n`-th change of trip moved online: its refund's rows, or its difference's captured payment. */
async function changeMoneyOf(
  cms: CmsClient,
  reservationId: string,
  n: number,
): Promise<MailChangeMoney | null> {
  if (n === 0) return null;
  const [refunds, payments] = await Promise.all([
    findRefundsByPrefix(cms, reservationId, `${changeRefundPrefix(reservationId)}${n}:`),
    cms.list<{ amount: unknown; provider: unknown; change: unknown }>('payments', {
      filter: { reservation: { _eq: reservationId }, status: { _eq: 'captured' } },
      fields: ['amount', 'provider', 'change'],
      limit: -1,
    }),
  ]);
  const via = (provider: unknown) => (provider === 'paypal' ? 'paypal' : 'card');
  const refund = refundSummary(refunds);
  if (refund)
    return {
      kind: 'refunded',
      amount: refund.amount,
      provider: via(refund.provider),
      status: refund.status,
    };
  const paid = payments.find(
    (p) => (p.change as { change_count?: unknown } | null)?.change_count === n,
  );
  return paid
    ? { kind: 'paid', amount: Number(paid.amount) || 0, provider: via(paid.provider) }
    : null;
}
