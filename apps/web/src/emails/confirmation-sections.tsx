import { hoursRuns, isOpenAllDay, type WeeklyHours } from '@rental/domain/hours';
import { kmIncluded } from '@rental/domain/reservation/rental-terms';
import { formatCents } from '@rental/domain/money';
import type { BillLine } from '@rental/domain/reservation/price';
import type { ConfirmationBranch, ReservationConfirmationData } from './confirmation-data.ts';
import { panamaDateTime } from './mail-dates.ts';
import { DataTable, Paragraph, SectionTitle } from './parts.tsx';
import type { MailTexts } from './texts.ts';

type Props = { data: ReservationConfirmationData; t: MailTexts };

export function TripSection({ data, t }: Props) {
  const { reservation, branches, locale, brand } = data;
  return (
    <>
      <SectionTitle color={brand.accentColor}>{t('confirmation.trip')}</SectionTitle>
      <DataTable
        rows={[
          {
            label: `${t('confirmation.pickup')}: ${branches.pickup.name}`,
            value: panamaDateTime(reservation.pickupAt, locale),
            testId: 'pickup',
          },
          {
            label: `${t('confirmation.return')}: ${branches.return.name}`,
            value: panamaDateTime(reservation.returnAt, locale),
            testId: 'return',
          },
        ]}
      />
      <Paragraph>
        {`${t('confirmation.rental', { days: reservation.days })}. ${t('confirmation.panamaTime')}`}
      </Paragraph>
    </>
  );
}

function lineLabel(line: BillLine, data: ReservationConfirmationData, t: MailTexts): string {
  const money = (cents: number) => formatCents(cents, data.locale);
  const perDay = { days: String(line.quantity ?? 1), price: money(line.unit ?? 0) };
  const capped = line.capped ? t('confirmation.lines.capped') : '';
  switch (line.kind) {
    case 'car':
      return line.season
        ? t('confirmation.lines.carSeason', {
            model: data.car.model,
            season: line.season,
            ...perDay,
          })
        : t('confirmation.lines.car', { model: data.car.model, ...perDay });
    case 'lengthDiscount':
      return t('confirmation.lines.lengthDiscount', {
        days: String(line.minDays ?? 0),
        percent: String(line.percent ?? 0),
      });
    case 'coupon':
      return t('confirmation.lines.coupon', { code: line.code ?? '' });
    case 'coverage':
      return t('confirmation.lines.coverage', {
        name: data.bill.coverageNames[line.code ?? ''] ?? line.code ?? '',
        ...perDay,
      });
    case 'era':
      return t('confirmation.lines.era', perDay);
    case 'additionalDriver':
      return (
        t('confirmation.lines.additionalDriver', { number: line.code ?? '', ...perDay }) + capped
      );
    case 'youngDriver':
      return (
        t('confirmation.lines.youngDriver', {
          who: line.code ? t('confirmation.lines.youngAdditional', { number: line.code }) : '',
          ...perDay,
        }) + capped
      );
    case 'extra': {
      const name = data.bill.coverageNames[line.code ?? ''] ?? line.code ?? '';
      return (
        t('confirmation.lines.extra', {
          name: line.units ? `${line.units} × ${name}` : name,
          ...perDay,
        }) + capped
      );
    }
    default:
      return t(`confirmation.lines.${line.kind}`);
  }
}

export function BillSection({ data, t }: Props) {
  const money = (cents: number) => formatCents(cents, data.locale);
  return (
    <>
      <SectionTitle color={data.brand.accentColor}>{t('confirmation.bill')}</SectionTitle>
      <Paragraph style={{ fontSize: 13, color: '#475569' }}>
        {t(`confirmation.${data.reservation.reservationType}`)}
      </Paragraph>
      <DataTable
        rows={[
          ...data.bill.lines.map((line) => ({
            label: lineLabel(line, data, t),
            value: money(line.amount),
          })),
          { label: t('confirmation.total'), value: money(data.bill.totals.total), strong: true },
          { label: t('confirmation.paid'), value: money(data.payment.paid) },
          { label: t('confirmation.due'), value: money(data.payment.dueAtCounter), strong: true },
        ]}
      />
    </>
  );
}

/** The car's fuel, mileage and deposit as booked. */
export function TermsSection({ data, t }: Props) {
  const { terms } = data;
  if (!terms) return null;
  const money = (cents: number) => formatCents(cents, data.locale);
  const km = kmIncluded(terms, data.reservation.days);
  return (
    <>
      <SectionTitle color={data.brand.accentColor}>{t('confirmation.terms.title')}</SectionTitle>
      <Paragraph>
        {t('confirmation.terms.fuel', { price: money(terms.fuelQuarterCharge) })}
      </Paragraph>
      <Paragraph>
        {km === null
          ? t('confirmation.terms.unlimited')
          : t('confirmation.terms.limited', {
              perDay: String(terms.kmPerDay),
              total: String(km),
              price: money(terms.extraKmPrice),
            })}
      </Paragraph>
      {terms.deposit > 0 && (
        <Paragraph>{t('confirmation.terms.deposit', { amount: money(terms.deposit) })}</Paragraph>
      )}
    </>
  );
}

/** "Monday – Friday: 07:00 – 20:00", one line per run of days with the same hours. */
function hoursLines(hours: WeeklyHours, t: MailTexts): string[] {
  return hoursRuns(hours).map(({ from, to, intervals }) => {
    const days =
      from === to
        ? t(`confirmation.weekdays.${from}`)
        : `${t(`confirmation.weekdays.${from}`)} – ${t(`confirmation.weekdays.${to}`)}`;
    const open =
      intervals.length === 0
        ? t('confirmation.closed')
        : isOpenAllDay(intervals)
          ? t('confirmation.openAllDay')
          : intervals.map(([o, c]) => `${o} – ${c}`).join(', ');
    return `${days}: ${open}`;
  });
}

export function Branch({
  heading,
  branch,
  t,
}: {
  heading: string;
  branch: ConfirmationBranch;
  t: MailTexts;
}) {
  return (
    <>
      <Paragraph style={{ fontWeight: 700, marginTop: 16 }}>
        {`${heading}: ${branch.name}`}
      </Paragraph>
      <Paragraph>{`${t('confirmation.address')}: ${branch.address}`}</Paragraph>
      {branch.phone && <Paragraph>{`${t('confirmation.phone')}: ${branch.phone}`}</Paragraph>}
      <Paragraph>
        {`${t('confirmation.hours')}:`}
        {hoursLines(branch.hours, t).map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </Paragraph>
    </>
  );
}

/** Where to go: one branch when the car goes back where it came from, else both. */
export function BranchesSection({ data, t }: Props) {
  const { pickup, return: back } = data.branches;
  const same = pickup.name === back.name && pickup.address === back.address;
  return (
    <>
      <SectionTitle color={data.brand.accentColor}>{t('confirmation.branches')}</SectionTitle>
      {same ? (
        <Branch heading={t('confirmation.sameBranch')} branch={pickup} t={t} />
      ) : (
        <>
          <Branch heading={t('confirmation.pickupBranch')} branch={pickup} t={t} />
          <Branch heading={t('confirmation.returnBranch')} branch={back} t={t} />
        </>
      )}
    </>
  );
}
