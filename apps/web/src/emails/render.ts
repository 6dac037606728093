import { createElement, type ReactElement } from 'react';
import { render } from '@react-email/render';
import type { MailAttachment } from '../lib/mail/mailer.ts';
import { confirmationCalendar } from './confirmation-calendar.ts';
import type { ReservationConfirmationData } from './confirmation-data.ts';
import { ReservationConfirmation } from './reservation-confirmation.tsx';
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

/** The reservation confirmation in the booking's language, with its calendar file. */
export async function renderReservationConfirmation(
  data: ReservationConfirmationData,
): Promise<RenderedMail> {
  const t = await mailTexts(data.locale);
  const { html, text } = await renderBoth(createElement(ReservationConfirmation, { data, t }));
  return {
    subject: t('confirmation.subject', {
      code: data.reservation.code,
      siteName: data.brand.siteName,
    }),
    html,
    text,
    attachments: [confirmationCalendar(data, t)],
  };
}
