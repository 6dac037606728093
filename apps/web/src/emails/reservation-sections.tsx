import { Section, Text } from '@react-email/components';
import { formatCents } from '@rental/domain/money';
import type { ReservationConfirmationData } from './confirmation-data.ts';
import { Branch } from './confirmation-sections.tsx';
import { ButtonLink, DataTable, Paragraph, SectionTitle } from './parts.tsx';
import type { MailTexts } from './texts.ts';

/** The blocks the renter's e-mails put together, each kind in its own order (reservation-mail.tsx). */
type Props = { data: ReservationConfirmationData; t: MailTexts };

const hintStyle = { fontSize: 13, color: '#475569', margin: 0 };

/** `hint` under the code: why to keep it, by default; null leaves it out (a cancelled booking). */
export function CodeBox({ data, t, hint }: Props & { hint?: string | null }) {
  return (
    <Section
      style={{
        backgroundColor: '#f8fafc',
        borderRadius: 8,
        padding: '12px 16px',
        margin: '16px 0',
      }}
    >
      <Text style={hintStyle}>{t('confirmation.code')}</Text>
      <Text
        style={{
          fontSize: 28,
          lineHeight: '34px',
          fontWeight: 700,
          letterSpacing: 2,
          margin: '4px 0',
          color: data.brand.accentColor,
        }}
      >
        {data.reservation.code}
      </Text>
      {hint !== null && <Text style={hintStyle}>{hint ?? t('confirmation.codeHint')}</Text>}
    </Section>
  );
}

export function CarSection({ data, t }: Props) {
  return (
    <>
      <SectionTitle color={data.brand.accentColor}>{t('confirmation.car')}</SectionTitle>
      <Paragraph>
        {`${t('confirmation.carModel', { model: data.car.model })} · ${t('confirmation.carClass', { class: data.car.class })}`}
      </Paragraph>
    </>
  );
}

/** The pickup branch alone, with its address, phone and hours: where the renter goes next. */
export function PickupBranchSection({ data, t }: Props) {
  return (
    <>
      <SectionTitle color={data.brand.accentColor}>{t('confirmation.branches')}</SectionTitle>
      <Branch heading={t('confirmation.pickupBranch')} branch={data.branches.pickup} t={t} />
    </>
  );
}

export function BringSection({ data, t }: Props) {
  return (
    <>
      <SectionTitle color={data.brand.accentColor}>{t('confirmation.bring')}</SectionTitle>
      <ul style={{ fontSize: 15, lineHeight: '22px', paddingLeft: 20, margin: '8px 0' }}>
        <li>{t('confirmation.bringLicense')}</li>
        <li>{t('confirmation.bringId')}</li>
        <li>{t('confirmation.bringCard')}</li>
        <li>{t('confirmation.bringCode', { code: data.reservation.code })}</li>
      </ul>
    </>
  );
}

/** What is left to pay at the counter, when anything is: the bill itself is the confirmation's. */
export function CounterBalance({ data, t }: Props) {
  if (data.payment.dueAtCounter <= 0) return null;
  return (
    <DataTable
      rows={[
        {
          label: t('confirmation.due'),
          value: formatCents(data.payment.dueAtCounter, data.locale),
          strong: true,
        },
      ]}
    />
  );
}

export function ManageSection({ data, t }: Props) {
  return (
    <>
      <SectionTitle color={data.brand.accentColor}>{t('confirmation.manage')}</SectionTitle>
      <Paragraph>{t('confirmation.manageText')}</Paragraph>
      <ButtonLink href={data.links.manage} color={data.brand.primaryColor}>
        {t('confirmation.manage')}
      </ButtonLink>
    </>
  );
}

/** The pre-check-in as a section of its own; nothing when the link is null (off, or done). */
export function PrecheckinSection({ data, t }: Props) {
  if (!data.links.precheckin) return null;
  return (
    <>
      <SectionTitle color={data.brand.accentColor}>{t('confirmation.precheckin')}</SectionTitle>
      <Paragraph>{t('confirmation.precheckinText')}</Paragraph>
      <ButtonLink href={data.links.precheckin} color={data.brand.primaryColor}>
        {t('confirmation.precheckin')}
      </ButtonLink>
    </>
  );
}

export function CalendarNote({ t }: Pick<Props, 't'>) {
  return (
    <Paragraph style={{ fontSize: 13, color: '#475569', marginTop: 24 }}>
      {t('confirmation.calendar')}
    </Paragraph>
  );
}
