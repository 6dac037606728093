import { formatCents } from '@rental/domain/money';
import type { ReservationConfirmationData } from './confirmation-data.ts';
import { TripSection } from './confirmation-sections.tsx';
import { ButtonLink, DataTable, Paragraph, SectionTitle, type TableRow } from './parts.tsx';
import { CarSection, CodeBox } from './reservation-sections.tsx';
import type { MailTexts } from './texts.ts';

type Props = { data: ReservationConfirmationData; t: MailTexts };

/**
 * What the refund's state means for the renter: when the money shows, or who finishes it. The
 * times are the usual ones for a card refund; the site cannot know a bank's own.
 */
function refundNote({ data, t }: Props): string {
  const { refund, payment, locale } = data;
  const money = (cents: number) => formatCents(cents, locale);
  if (!refund) return t('cancelled.byStaff', { amount: money(payment.paid) });
  if (refund.amount === 0) return t('cancelled.nothingBack');
  const amount = money(refund.amount);
  if (refund.status === 'failed') return t('cancelled.failed', { amount });
  if (refund.status === 'pending') return t('cancelled.pending', { amount });
  return t(refund.provider === 'paypal' ? 'cancelled.donePaypal' : 'cancelled.doneCard', {
    amount,
  });
}

/** What was paid and what comes back, from the refund recorded with the cancellation; pay-later: nothing was charged. */
function RefundSection({ data, t }: Props) {
  const { refund, payment, bill, brand, locale } = data;
  const money = (cents: number) => formatCents(cents, locale);
  if (payment.paid <= 0)
    return (
      <>
        <SectionTitle color={brand.accentColor}>{t('cancelled.moneyTitle')}</SectionTitle>
        <Paragraph>{t('cancelled.payLater')}</Paragraph>
      </>
    );
  const rows: TableRow[] = [
    { label: t('confirmation.total'), value: money(bill.totals.total) },
    { label: t('confirmation.paid'), value: money(payment.paid) },
  ];
  if (refund)
    rows.push(
      { label: t('cancelled.fee'), value: money(refund.fee) },
      {
        label: t(refund.provider === 'paypal' ? 'cancelled.refundPaypal' : 'cancelled.refundCard'),
        value: money(refund.amount),
        strong: true,
      },
    );
  return (
    <>
      <SectionTitle color={brand.accentColor}>{t('cancelled.moneyTitle')}</SectionTitle>
      {refund && refund.amount > 0 && (
        <Paragraph>
          {refund.fee > 0
            ? t('cancelled.feeKept', { fee: money(refund.fee) })
            : t('cancelled.free')}
        </Paragraph>
      )}
      <DataTable rows={rows} />
      <Paragraph>{refundNote({ data, t })}</Paragraph>
    </>
  );
}

/** The cancellation: what was cancelled, what was paid and refunded, and the booking's page; no calendar or pickup sections. */
export function CancelledBody({ data, t }: Props) {
  return (
    <>
      <CodeBox data={data} t={t} hint={null} />
      <RefundSection data={data} t={t} />
      <CarSection data={data} t={t} />
      <TripSection data={data} t={t} />
      <ButtonLink href={data.links.manage} color={data.brand.primaryColor}>
        {t('cancelled.view')}
      </ButtonLink>
      <Paragraph>{t('cancelled.again', { siteName: data.brand.siteName })}</Paragraph>
    </>
  );
}
