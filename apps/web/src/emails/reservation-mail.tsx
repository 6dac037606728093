import type { ReactNode } from 'react';
import { formatCents } from '@rental/domain/money';
import type { RenterMessageKind } from '@rental/domain/notifications/schedule';
import { BrandLayout } from './brand-layout.tsx';
import { CancellationSection } from './cancellation-section.tsx';
import { CancelledBody } from './cancelled-sections.tsx';
import type { ReservationConfirmationData } from './confirmation-data.ts';
import {
  BillSection,
  BranchesSection,
  TermsSection,
  TripSection,
} from './confirmation-sections.tsx';
import { mailWording } from './mail-wording.ts';
import { ButtonLink, Paragraph } from './parts.tsx';
import {
  BringSection,
  CalendarNote,
  CarSection,
  CodeBox,
  CounterBalance,
  ManageSection,
  PickupBranchSection,
  PrecheckinSection,
} from './reservation-sections.tsx';
import type { MailTexts } from './texts.ts';

type Props = { data: ReservationConfirmationData; t: MailTexts };

/** The confirmation: the booking, its bill, the policy, the branches, what to bring, and the links. */
function ConfirmationBody({ data, t }: Props) {
  return (
    <>
      <CodeBox data={data} t={t} />
      <CarSection data={data} t={t} />
      <TripSection data={data} t={t} />
      <BillSection data={data} t={t} />
      <TermsSection data={data} t={t} />
      <CancellationSection data={data} t={t} />
      <BranchesSection data={data} t={t} />
      <BringSection data={data} t={t} />
      <ManageSection data={data} t={t} />
      <PrecheckinSection data={data} t={t} />
    </>
  );
}

/**
 * The pre-check-in invitation: its button first, then the booking as a reminder. No bill:
 * amounts in a message that asks the renter to act read like a new charge.
 */
function PrecheckinInvitationBody({ data, t }: Props) {
  const { links, brand } = data;
  return (
    <>
      <Paragraph>{t('precheckinInvitation.need')}</Paragraph>
      <ButtonLink href={links.precheckin ?? links.manage} color={brand.primaryColor}>
        {links.precheckin ? t('precheckinInvitation.button') : t('confirmation.manage')}
      </ButtonLink>
      <CodeBox data={data} t={t} />
      <TripSection data={data} t={t} />
      <CarSection data={data} t={t} />
      <BranchesSection data={data} t={t} />
      <BringSection data={data} t={t} />
      {links.precheckin && <ManageSection data={data} t={t} />}
    </>
  );
}

/**
 * The pickup reminder: where to go (address, phone, hours), what to bring and what is left to
 * pay, the pre-check-in while it can still save time, then both dates and the booking's page.
 */
function PickupReminderBody({ data, t }: Props) {
  return (
    <>
      <PickupBranchSection data={data} t={t} />
      <BringSection data={data} t={t} />
      <CounterBalance data={data} t={t} />
      <PrecheckinSection data={data} t={t} />
      <TripSection data={data} t={t} />
      <ManageSection data={data} t={t} />
    </>
  );
}

/** A change of trip: the new trip and bill first, then the rest, so it alone records the booking as it is now. */
/** Under the changed bill: the difference paid, or refunded and when it shows. */
function ChangeMoneyNote({ data, t }: Props) {
  const change = data.changeMoney;
  if (!change) return null;
  const amount = formatCents(change.amount, data.locale);
  const via = change.provider === 'paypal' ? 'Paypal' : 'Card';
  const text =
    change.kind === 'paid'
      ? t(`change.paid${via}`, { amount })
      : change.status === 'failed'
        ? t('cancelled.failed', { amount })
        : t(`change.refund${via}`, { amount });
  return <Paragraph>{text}</Paragraph>;
}

function ChangeBody({ data, t }: Props) {
  return (
    <>
      <CodeBox data={data} t={t} />
      <TripSection data={data} t={t} />
      <BillSection data={data} t={t} />
      <ChangeMoneyNote data={data} t={t} />
      <CarSection data={data} t={t} />
      <BranchesSection data={data} t={t} />
      <CancellationSection data={data} t={t} />
      <ManageSection data={data} t={t} />
      <PrecheckinSection data={data} t={t} />
    </>
  );
}

const BODIES = {
  confirmation: ConfirmationBody,
  change_confirmation: ChangeBody,
  precheckin_invitation: PrecheckinInvitationBody,
  pickup_reminder: PickupReminderBody,
  cancellation: CancelledBody,
} satisfies Record<RenterMessageKind, (props: Props) => ReactNode>;

/**
 * One of the renter's e-mails about a booking, `kind` choosing its wording and the order of its
 * blocks. The .ics file travels beside each of them but the cancellation (render.ts).
 */
export function ReservationMail({ kind, data, t }: Props & { kind: RenterMessageKind }) {
  const { brand, reservation, locale } = data;
  const wording = mailWording(kind, data, t);
  const Body = BODIES[kind];
  return (
    <BrandLayout
      brand={brand}
      locale={locale}
      preview={wording.preview}
      t={t}
      optInsUrl={data.links.manage}
    >
      <Paragraph style={{ marginTop: 24 }}>
        {t('confirmation.greeting', { name: reservation.renterName })}
      </Paragraph>
      <Paragraph>{wording.intro}</Paragraph>
      <Body data={data} t={t} />
      {kind !== 'cancellation' && <CalendarNote t={t} />}
    </BrandLayout>
  );
}
