import type { Locale } from '@rental/domain/locale';
import type { StaffMessageKind } from '@rental/domain/notifications/schedule';
import { formatCents } from '@rental/domain/money';
import { BrandLayout } from './brand-layout.tsx';
import type { ReservationConfirmationData } from './confirmation-data.ts';
import { panamaDateTime } from './mail-dates.ts';
import { DataTable, Paragraph, SectionTitle } from './parts.tsx';
import type { MailTexts } from './texts.ts';

type Props = {
  kind: StaffMessageKind;
  data: ReservationConfirmationData & { renterLocale: Locale };
  t: MailTexts;
};

/**
 * The pickup branch's notice of a new booking, or of its completed pre-check-in (`kind`): who is coming, when, for which car, and what is
 * paid or due at the counter — one table staff can read at a glance. Always in Spanish (the
 * branches' language); the renter's language is one of its rows.
 */
export function StaffBookingMail({ kind, data, t }: Props) {
  const done = kind === 'staff_precheckin_done';
  const { reservation, renterContact, car, branches, bill, payment, brand, locale } = data;
  const money = (cents: number) => formatCents(cents, locale);
  const rows = [
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
    { label: t('confirmation.paid'), value: money(payment.paid) },
    { label: t('confirmation.due'), value: money(payment.dueAtCounter), strong: true },
  ];
  return (
    <BrandLayout
      brand={brand}
      locale={locale}
      preview={t(done ? 'staff.precheckinPreview' : 'staff.preview', { code: reservation.code })}
      t={t}
      audience="staff"
    >
      <SectionTitle color={brand.accentColor}>
        {t(done ? 'staff.precheckinTitle' : 'staff.title')}
      </SectionTitle>
      <Paragraph>
        {t(done ? 'staff.precheckinIntro' : 'staff.intro', { siteName: brand.siteName })}
      </Paragraph>
      <DataTable rows={rows} />
    </BrandLayout>
  );
}
