import type { Locale } from '@rental/domain/locale';
import {
  legalDeadline,
  privacyCodeSchema,
  privacyRequestSchema,
  type StoredPrivacyRequest,
} from '@rental/domain/privacy-rights';
import { fetchSiteConfig } from '../cms/queries.ts';
import type { MailMessage, MailResult } from '../mail/mailer.ts';
import { mailBrandOf } from '../outbox/mail-brand.ts';
import { renderPrivacyCodeMail } from '../../emails/render.ts';
import { mailTexts } from '../../emails/texts.ts';
import type { MyBookingDeps } from './deps-type.ts';
import { bookingOf, type MyBookingProblem } from './service.ts';
import { keepPrivacyRequest } from '../records/privacy-requests.ts';
import { dataExportHtml } from '../privacy/export-html.ts';
import { renterData } from '../records/renter-data.ts';
import { hasProof, newCode, proveCode } from '../privacy/rights-code.ts';

/**
 * The renter's rights from /mi-reserva (Law 81; docs/privacy.md "The renter's rights"), for the
 * booking whose session the browser holds: a one-time code to the booking's e-mail, then the
 * data to download and requests to make, each call checking the code's proof.
 */
export interface RightsDeps extends MyBookingDeps {
  send: (message: MailMessage) => Promise<MailResult>;
  origin: string;
}

export type RightsProblem = MyBookingProblem | 'code' | 'noMail';
type Failure = { ok: false; problem: RightsProblem; fields?: Record<string, string> };

const fail = (problem: RightsProblem): Failure => ({ ok: false, problem });
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** "a•••@example.com": where the code went, without writing the address out. */
const masked = (email: string) => email.replace(/^(.)[^@]*/, '$1•••');

async function provenBooking(deps: RightsDeps, session: unknown, proof: unknown) {
  const r = await bookingOf(deps, session);
  if ('ok' in r) return r;
  return hasProof(deps.secret, deps.brand, r.id, proof, deps.now()) ? r : fail('code');
}

export async function sendRightsCode(
  deps: RightsDeps,
  session: unknown,
  locale: Locale,
): Promise<{ ok: true; ticket: string; to: string } | Failure> {
  try {
    const r = await bookingOf(deps, session);
    if ('ok' in r) return r;
    const email = str(r.client?.email);
    if (!email) return fail('noMail');
    const { code, ticket } = newCode(deps.secret, deps.brand, r.id, deps.now());
    const site = await fetchSiteConfig(deps.cms, deps.brand, locale);
    const mail = await renderPrivacyCodeMail({
      brand: mailBrandOf(site, deps.origin),
      locale,
      code,
      booking: r.code,
    });
    const sent = await deps.send({ to: email, ...mail });
    return sent.sent ? { ok: true, ticket, to: masked(email) } : fail('noMail');
  } catch (error) {
    deps.log?.(
      `[privacy] code not sent: ${error instanceof Error ? error.message : String(error)}`,
    );
    return fail('processing');
  }
}

export async function verifyRightsCode(
  deps: RightsDeps,
  session: unknown,
  ticket: unknown,
  input: unknown,
): Promise<{ ok: true; proof: string } | Failure> {
  const parsed = privacyCodeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problem: 'code', fields: { code: 'code' } };
  const r = await bookingOf(deps, session);
  if ('ok' in r) return r;
  const proof = proveCode(deps.secret, deps.brand, r.id, ticket, parsed.data.code, deps.now());
  return proof ? { ok: true, proof } : { ok: false, problem: 'code', fields: { code: 'code' } };
}

export async function makePrivacyRequest(
  deps: RightsDeps,
  session: unknown,
  proof: unknown,
  input: unknown,
): Promise<{ ok: true; request: StoredPrivacyRequest } | Failure> {
  const parsed = privacyRequestSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      problem: 'invalid',
      fields: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
    };
  try {
    const r = await provenBooking(deps, session, proof);
    if ('ok' in r) return r;
    const request = await keepPrivacyRequest(deps.cms, {
      reservation: r.id,
      ...parsed.data,
      due: legalDeadline(deps.now()),
    });
    return { ok: true, request };
  } catch (error) {
    deps.log?.(
      `[privacy] request not kept: ${error instanceof Error ? error.message : String(error)}`,
    );
    return fail('processing');
  }
}

/** The renter's data as a file: `json` (machine-readable) or `html` (to read and print). */
export async function dataExportFile(
  deps: RightsDeps,
  session: unknown,
  proof: unknown,
  format: 'json' | 'html',
  locale: Locale,
): Promise<{ filename: string; content: string; type: string } | null> {
  const r = await provenBooking(deps, session, proof);
  if ('ok' in r) return null;
  const data = await renterData(deps.cms, deps.brand, str(r.client?.email), deps.now());
  const name = `${locale === 'es' ? 'mis-datos' : 'my-data'}-${r.code}`;
  return format === 'json'
    ? {
        filename: `${name}.json`,
        content: JSON.stringify(data, null, 2),
        type: 'application/json; charset=utf-8',
      }
    : {
        filename: `${name}.html`,
        content: dataExportHtml(data, locale, await mailTexts(locale)),
        type: 'text/html; charset=utf-8',
      };
}
