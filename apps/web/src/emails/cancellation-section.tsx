import type { ReservationConfirmationData } from './confirmation-data.ts';
import { Paragraph, SectionTitle } from './parts.tsx';
import type { MailTexts } from './texts.ts';

type Props = { data: ReservationConfirmationData; t: MailTexts };

/** The brand's cancellation policy written from the numbers staff set; a pay-later booking paid nothing online, so no fee. */
export function CancellationSection({ data, t }: Props) {
  const { cancellation: policy, reservation, brand } = data;
  const prepaid = reservation.reservationType === 'prepaid';
  return (
    <>
      <SectionTitle color={brand.accentColor}>{t('cancellation.title')}</SectionTitle>
      <Paragraph>
        {policy.freeUntilHours > 0
          ? t('cancellation.free', { hours: policy.freeUntilHours })
          : t('cancellation.freeUntilPickup')}
      </Paragraph>
      {prepaid ? (
        <>
          {policy.freeUntilHours > 0 && policy.lateFeePercent > 0 && (
            <>
              <Paragraph>{t('cancellation.late', { percent: policy.lateFeePercent })}</Paragraph>
              <Paragraph>
                {t('cancellation.lateChange', { percent: policy.lateFeePercent })}
              </Paragraph>
            </>
          )}
          {policy.noShowFeePercent > 0 && (
            <Paragraph>{t('cancellation.noShow', { percent: policy.noShowFeePercent })}</Paragraph>
          )}
          <Paragraph>{t('cancellation.refund')}</Paragraph>
        </>
      ) : (
        <Paragraph>{t('cancellation.payLater')}</Paragraph>
      )}
    </>
  );
}
