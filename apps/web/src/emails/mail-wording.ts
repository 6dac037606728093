import { formatCents } from '@rental/domain/money';
import type { RenterMessageKind } from '@rental/domain/notifications/schedule';
import type { ReservationConfirmationData } from './confirmation-data.ts';
import { panamaDateTime, panamaDayTime } from './mail-dates.ts';
import type { MailTexts } from './texts.ts';

/** What tells one renter's message from another before it is opened: subject, preview, intro. */
export interface MailWording {
  subject: string;
  /** The line mail programs show after the subject in the inbox. */
  preview: string;
  intro: string;
}

export function mailWording(
  kind: RenterMessageKind,
  data: ReservationConfirmationData,
  t: MailTexts,
): MailWording {
  const { code } = data.reservation;
  const { siteName } = data.brand;
  const branch = data.branches.pickup.name;
  // The reminders name the pickup's weekday and time, never "tomorrow": how far ahead each one
  // goes out is the brand's setting, and a retried message may leave hours late.
  const pickup = panamaDayTime(data.reservation.pickupAt, data.locale);
  switch (kind) {
    case 'confirmation':
      return {
        subject: t('confirmation.subject', { code, siteName }),
        preview: t('confirmation.preview', {
          pickup: panamaDateTime(data.reservation.pickupAt, data.locale),
          branch,
        }),
        intro: t('confirmation.intro', { siteName }),
      };
    case 'precheckin_invitation':
      return {
        subject: t('precheckinInvitation.subject', { code, siteName }),
        preview: t('precheckinInvitation.preview', { pickup, branch }),
        intro: t('precheckinInvitation.intro', { pickup, branch }),
      };
    case 'change_confirmation':
      return {
        subject: t('change.subject', { code, siteName }),
        preview: t('change.preview', {
          pickup: panamaDateTime(data.reservation.pickupAt, data.locale),
          branch,
        }),
        intro: t('change.intro'),
      };
    case 'pickup_reminder':
      return {
        subject: t('pickupReminder.subject', { pickup, code }),
        preview: t('pickupReminder.preview', { branch }),
        intro: t('pickupReminder.intro', { pickup, branch }),
      };
    case 'cancellation':
      return {
        subject: t('cancelled.subject', { code, siteName }),
        preview: cancelledPreview(data, t),
        intro: t('cancelled.intro', { siteName }),
      };
  }
}

/** The inbox line of a cancellation: the refund first, the renter's first question. */
function cancelledPreview(data: ReservationConfirmationData, t: MailTexts): string {
  const { refund, payment } = data;
  if (payment.paid <= 0) return t('cancelled.previewNothing');
  if (refund && refund.amount > 0)
    return t('cancelled.previewRefund', { amount: formatCents(refund.amount, data.locale) });
  return t('cancelled.previewKept');
}
