import type { Locale } from '@rental/domain/locale';
import type { StaffMessageKind } from '@rental/domain/notifications/schedule';
import { formatCents } from '@rental/domain/money';
import { BrandLayout } from './brand-layout.tsx';
import type { ReservationConfirmationData } from './confirmation-data.ts';
import { panamaDateTime } from './mail-dates.ts';
import { DataTable, Paragraph, SectionTitle, type TableRow } from './parts.tsx';
import type { MailTexts } from './texts.ts';

/** Each staff message's texts (`mail` namespace): subject, preview, title and intro. */
export const STAFF_WORDING = {
  staff_new_booking: {
    subject: 'staff.subject',
    preview: 'staff.preview',
    title: 'staff.title',
    intro: 'staff.intro',
  },
  staff_precheckin_done: {
    subject: 'staff.precheckinSubject',
    preview: 'staff.precheckinPreview',
    title: 'staff.precheckinTitle',
    intro: 'staff.precheckinIntro',
  },
  staff_cancellation: {
    subject: 'staff.cancelSubject',
    preview: 'staff.cancelPreview',
    title: 'staff.cancelTitle',
    intro: 'staff.cancelIntro',
  },
  staff_booking_changed: {
    subject: 'staff.changeSubject',
    preview: 'staff.changePreview',
    title: 'staff.changeTitle',
    intro: 'staff.changeIntro',
  },
} as const satisfies Record<StaffMessageKind, Record<string, string>>;

type Props = {
  kind: StaffMessageKind;
  data: ReservationConfirmationData & { renterLocale: Locale };
  t: MailTexts;
};

/**
 * A cancelled booking owes nothing at the counter: instead, what its payment took online and
 * what the refund gives back, kept and how far it got.
 */
function moneyRows({ data, t }: Omit<Props, 'kind'>, cancelled: boolean): TableRow[] {
  const money = (cents: number) => formatCents(cents, data.locale);
  const paid = { label: t('confirmation.paid'), value: money(data.payment.paid) };
  if (!cancelled)
    return [
      paid,
      { label: t('confirmation.due'), value: money(data.payment.dueAtCounter), strong: true },
    ];
  const { refund } = data;
  return [
    paid,
    { label: t('staff.fee'), value: money(refund?.fee ?? 0) },
    { label: t('staff.refund'), value: money(refund?.amount ?? 0), strong: true },
    {
      label: t('staff.refundStatus'),
      value: t('staff.refundStatusName', { status: refund?.status ?? 'none' }),
    },
  ];
}

/**
 * The pickup branch's notice of a booking, its pre-check-in or its cancellation (`kind`), as one
 * table to read at a glance; in Spanish, with the renter's language as a row.
 */
export function StaffBookingMail({ kind, data, t }: Props) {
  const wording = STAFF_WORDING[kind];
  const { reservation, renterContact, car, branches, bill, brand, locale } = data;
  const money = (cents: number) => formatCents(cents, locale);
  const rows: TableRow[] = [
    { label: t('staff.code'), value: reservation.code, strong: true },
    { label: t('staff.renter'), value: renterContact.fullName },
    { label: t('staff.email'), value: renterContact.email },
    { label: t('staff.phone'), value: renterContact.phone ?? '—' },
    { label: t('staff.language'), value: t('staff.languageName', { tag: data.renterLocale }) },
    { label: t('staff.car'), value: `${car.model} · ${car.class}` },
    {
      label: t('staff.pickup', { branch: branches.pickup.name }),
      value: panamaDateTime(reservation.pickupAt, locale),
    },
    {
      label: t('staff.return', { branch: branches.return.name }),
      value: panamaDateTime(reservation.returnAt, locale),
    },
    {
      label: t('staff.rate'),
      value:
        reservation.reservationType === 'prepaid'
          ? t('confirmation.prepaid')
          : t('confirmation.postpaid'),
    },
    { label: t('confirmation.total'), value: money(bill.totals.total) },
    ...moneyRows({ data, t }, kind === 'staff_cancellation'),
  ];
  return (
    <BrandLayout
      brand={brand}
      locale={locale}
      preview={t(wording.preview, { code: reservation.code })}
      t={t}
      audience="staff"
    >
      <SectionTitle color={brand.accentColor}>{t(wording.title)}</SectionTitle>
      <Paragraph>{t(wording.intro, { siteName: brand.siteName })}</Paragraph>
      <DataTable rows={rows} />
    </BrandLayout>
  );
}
