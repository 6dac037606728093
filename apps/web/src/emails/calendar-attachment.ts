import { formatCents } from '@rental/domain/money';
import { reservationCalendar } from '@rental/domain/reservation/calendar';
import type { ConfirmationBranch, ReservationConfirmationData } from './confirmation-data.ts';
import type { MailTexts } from './texts.ts';

/** A file sent with a message (the mailer takes it as it is). */
export interface MailAttachment {
  filename: string;
  content: string | Uint8Array;
  /** e.g. 'text/calendar; charset=utf-8; method=PUBLISH'. */
  contentType: string;
}

const place = (branch: ConfirmationBranch) => `${branch.name}, ${branch.address}`;

/** What to have ready at the pickup beside the car: the extras booked and the deposit to hold. */
function pickupExtras(data: ReservationConfirmationData, t: MailTexts): string[] {
  const extras = data.bill.lines
    .filter((line) => line.kind === 'extra')
    .map((line) => `${line.units ?? 1} × ${data.bill.coverageNames[line.code ?? ''] ?? line.code}`);
  return [
    extras.length ? t('confirmation.calendarExtras', { extras: extras.join(', ') }) : null,
    data.terms?.deposit
      ? t('confirmation.calendarDeposit', { amount: formatCents(data.terms.deposit, data.locale) })
      : null,
  ].filter((line): line is string => line !== null);
}

/**
 * The .ics every renter's e-mail carries (domain's reservation/calendar.ts). UIDs are the same
 * in every message, so a reminder updates the confirmation's events and a cancellation cancels them.
 */
export function calendarAttachment(
  data: ReservationConfirmationData,
  t: MailTexts,
  /** The cancellation's file: the same events marked cancelled, one version later. */
  cancelled = false,
): MailAttachment {
  const tag = (summary: string) => (cancelled ? t('cancelled.calendarTag', { summary }) : summary);
  const { reservation, branches, brand, links } = data;
  const code = reservation.code;
  const car = t('confirmation.carModel', { model: data.car.model });
  const details = (text: string, branch: ConfirmationBranch, extra: string[] = []) =>
    [
      text,
      ...extra,
      branch.phone ? t('confirmation.calendarPhone', { phone: branch.phone }) : null,
      t('confirmation.calendarManage', { url: links.manage }),
    ]
      .filter(Boolean)
      .join('\n');
  const ics = reservationCalendar({
    code,
    uidDomain: new URL(links.manage).host,
    issuedAt: data.calendar.issuedAt,
    sequence: data.calendar.sequence + (cancelled ? 1 : 0),
    url: links.manage,
    cancelled,
    pickup: {
      at: new Date(reservation.pickupAt),
      summary: tag(t('confirmation.calendarPickup', { siteName: brand.siteName, code })),
      description: details(
        t('confirmation.calendarPickupText', { code, car }),
        branches.pickup,
        pickupExtras(data, t),
      ),
      location: place(branches.pickup),
    },
    return: {
      at: new Date(reservation.returnAt),
      summary: tag(t('confirmation.calendarReturn', { siteName: brand.siteName, code })),
      description: details(t('confirmation.calendarReturnText', { code, car }), branches.return),
      location: place(branches.return),
    },
  });
  return {
    filename: t('confirmation.calendarFile', { code }),
    content: ics,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
