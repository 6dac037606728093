import { createElement, type ReactElement } from 'react';
import { render } from '@react-email/render';
import {
  isStaffMessage,
  type MessageKind,
  type RenterMessageKind,
  type StaffMessageKind,
} from '@rental/domain/notifications/schedule';
import { panamaDateTime } from './mail-dates.ts';
import { STAFF_WORDING, StaffBookingMail } from './staff-booking-mail.tsx';
import { StaffLeadMail, type LeadMailData } from './staff-lead-mail.tsx';
import { StaffLedgerMail, type LedgerAlertData } from './staff-ledger-mail.tsx';
import { DepositMail, depositSubject, type DepositMailData } from './deposit-mail.tsx';
import { DocumentMail, documentSubject, type DocumentMailData } from './document-mail.tsx';
import { PrivacyCodeMail, type PrivacyCodeMailData } from './privacy-code-mail.tsx';
import type { MailAttachment } from './calendar-attachment.ts';
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

/** One of the renter's e-mails about a booking, in its language, with the calendar file. */
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
    attachments: [calendarAttachment(data, t, kind === 'cancellation')],
  };
}

/**
 * The pickup branch's notice of a new booking, its completed pre-check-in or its cancellation, in Spanish whatever the booking's language
 * (the renter's is one of its rows). No calendar file: the branch's day is its own system's.
 */
async function renderStaffMail(
  kind: StaffMessageKind,
  data: ReservationConfirmationData,
): Promise<RenderedMail> {
  const staffData = { ...data, locale: 'es' as const, renterLocale: data.locale };
  const t = await mailTexts('es');
  const { html, text } = await renderBoth(
    createElement(StaffBookingMail, { kind, data: staffData, t }),
  );
  return {
    subject: t(STAFF_WORDING[kind].subject, {
      code: data.reservation.code,
      pickup: panamaDateTime(data.reservation.pickupAt, 'es'),
      branch: data.branches.pickup.name,
    }),
    html,
    text,
    attachments: [],
  };
}

/** Any message the outbox sends, by its kind. */
export const renderMessage = (
  kind: MessageKind,
  data: ReservationConfirmationData,
): Promise<RenderedMail> =>
  isStaffMessage(kind) ? renderStaffMail(kind, data) : renderReservationMail(kind, data);

/** Staff's e-mail about a corporate enquiry, in Spanish. */
export async function renderLeadMail(data: LeadMailData): Promise<RenderedMail> {
  const t = await mailTexts('es');
  const { html, text } = await renderBoth(createElement(StaffLeadMail, { data, t }));
  return {
    subject: t('lead.subject', { company: data.lead.company }),
    html,
    text,
    attachments: [],
  };
}

/** The pickup branch's notice of a booking's money the sweep cannot settle (in Spanish). */
export async function renderLedgerAlertMail(data: LedgerAlertData): Promise<RenderedMail> {
  const t = await mailTexts('es');
  const { html, text } = await renderBoth(createElement(StaffLedgerMail, { data, t }));
  return { subject: t('ledgerAlert.subject', { code: data.code }), html, text, attachments: [] };
}

/** The renter's e-mail that their deposit hold was released or partly charged, in the booking's language. */
export async function renderDepositMail(data: DepositMailData): Promise<RenderedMail> {
  const t = await mailTexts(data.locale);
  const { html, text } = await renderBoth(createElement(DepositMail, { data, t }));
  return { subject: depositSubject(data, t), html, text, attachments: [] };
}

/** The renter's e-mail with an authorised invoice or credit note, its PDF and XML attached. */
export async function renderDocumentMail(
  data: DocumentMailData,
  files: { pdf: Uint8Array; xml: Uint8Array },
): Promise<RenderedMail> {
  const t = await mailTexts(data.locale);
  const { html, text } = await renderBoth(createElement(DocumentMail, { data, t }));
  const name = `${data.document.kind === 'invoice' ? 'factura' : 'nota-de-credito'}-${data.document.number}`;
  return {
    subject: documentSubject(data, t),
    html,
    text,
    attachments: [
      { filename: `${name}.pdf`, content: files.pdf, contentType: 'application/pdf' },
      { filename: `${name}.xml`, content: files.xml, contentType: 'application/xml' },
    ],
  };
}

/** The one-time code of the renter's data rights, in the page's language. */
export async function renderPrivacyCodeMail(data: PrivacyCodeMailData): Promise<RenderedMail> {
  const t = await mailTexts(data.locale);
  const { html, text } = await renderBoth(createElement(PrivacyCodeMail, { data, t }));
  return { subject: t('privacy.code.subject', { code: data.code }), html, text, attachments: [] };
}
