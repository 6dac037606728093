import { createElement, type ReactElement } from 'react';
import { render } from '@react-email/render';
import type { RenterMessageKind } from '@rental/domain/notifications/schedule';
import type { MailAttachment } from '../lib/mail/mailer.ts';
import { calendarAttachment } from './calendar-attachment.ts';
import type { ReservationConfirmationData } from './confirmation-data.ts';
import { mailWording } from './mail-wording.ts';
import { ReservationMail } from './reservation-mail.tsx';
import { mailTexts } from './texts.ts';

/** A finished e-mail, ready for lib/mail's sendMail with a recipient. */
export interface RenderedMail {
  subject: string;
  html: string;
  /** The plain-text part, made from the same HTML (links written out). */
  text: string;
  attachments: MailAttachment[];
}

/** Section titles keep their case in the plain-text part (html-to-text would shout them). */
const TEXT_OPTIONS = {
  htmlToTextOptions: {
    selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
  },
};

async function renderBoth(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, ...TEXT_OPTIONS }),
  ]);
  return { html, text };
}

/**
 * One of the renter's e-mails about a booking (the confirmation, the pre-check-in invitation,
 * the pickup reminder) in the booking's language, each with the booking's calendar file.
 */
export async function renderReservationMail(
  kind: RenterMessageKind,
  data: ReservationConfirmationData,
): Promise<RenderedMail> {
  const t = await mailTexts(data.locale);
  const { html, text } = await renderBoth(createElement(ReservationMail, { kind, data, t }));
  return {
    subject: mailWording(kind, data, t).subject,
    html,
    text,
    attachments: [calendarAttachment(data, t)],
  };
}
