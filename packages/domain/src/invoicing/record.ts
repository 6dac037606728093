import type { DocumentKind, DocumentLine, DocumentTotals } from './document.ts';

/**
 * A fiscal document as it is kept on the money row it is for (`payments.invoice`,
 * `refunds.invoice`): written with its number before the provider is asked, then completed with
 * what the provider answered. A retry sends the very same document: number, date and lines.
 *
 *   pending ──provider authorised──▶ issued
 *      │ └──provider refused──▶ rejected (staff correct it and set it pending again)
 *      └──no answer past the contingency delay──▶ contingency ──provider authorised──▶ issued
 */
export const DOCUMENT_STATUSES = ['pending', 'contingency', 'issued', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export interface DocumentCustomer {
  kind: 'consumer' | 'company';
  /** The renter's name, or the company's legal name (razón social). */
  name: string;
  email: string;
  ruc?: string;
  dv?: string;
}

export interface StoredDocument {
  kind: DocumentKind;
  /** The issuing branch's code (codigoSucursalEmisor) and the brand's billing point. */
  branch: string;
  point: string;
  /** "001-0000000042" (numbering.ts). */
  number: string;
  customer: DocumentCustomer;
  lines: DocumentLine[];
  totals: DocumentTotals;
  paidWith: 'card' | 'paypal';
  /** The booking's code, printed on the document. */
  booking: string;
  /** A credit note's invoice. */
  refersTo?: { number: string; cufe: string; issuedAt: string };
  /** The document's date (fechaEmision): when it was first written, the same on every retry. */
  issuedAt: string;
  emission: 'normal' | 'contingency';
  contingency?: { since: string; reason: string };
  attempts: number;
  firstFailureAt?: string;
  nextAttemptAt?: string;
  lastError?: string;
  /** What the provider answered once it authorised it. */
  cufe?: string;
  qr?: string;
  protocol?: string;
  authorizedAt?: string;
}

export interface RetryPolicy {
  /** How long the provider may stay silent before documents are issued in contingency. */
  contingencyAfterMs: number;
  /** Waits between attempts, the last one repeated. */
  delaysMs: readonly number[];
}

export const DEFAULT_RETRY: RetryPolicy = {
  contingencyAfterMs: 15 * 60_000,
  delaysMs: [30_000, 60_000, 2 * 60_000, 5 * 60_000, 15 * 60_000],
};

/** The provider's contract: a contingency's reason is 15 to 250 characters. */
export const contingencyReason = (since: Date) =>
  `Sin respuesta del proveedor de facturación electrónica desde ${since.toISOString()}`;

/**
 * A document the provider did not answer for: tried again later with the same number; past the
 * contingency delay it is issued in contingency (tipo de emisión 02), from when the silence began.
 */
export function afterUnanswered(
  doc: StoredDocument,
  error: string,
  now: Date,
  policy: RetryPolicy = DEFAULT_RETRY,
): { doc: StoredDocument; status: DocumentStatus } {
  const firstFailureAt = doc.firstFailureAt ?? now.toISOString();
  const attempts = doc.attempts + 1;
  // Never wait past the moment contingency is due: the document goes out in contingency then.
  const delay = Math.min(
    policy.delaysMs[Math.min(attempts, policy.delaysMs.length) - 1] ?? 60_000,
    policy.contingencyAfterMs,
  );
  const next: StoredDocument = {
    ...doc,
    attempts,
    firstFailureAt,
    lastError: error.slice(0, 500),
    nextAttemptAt: new Date(now.getTime() + delay).toISOString(),
  };
  const silentFor = now.getTime() - Date.parse(firstFailureAt);
  if (next.emission === 'normal' && silentFor >= policy.contingencyAfterMs) {
    next.emission = 'contingency';
    next.contingency = {
      since: firstFailureAt,
      reason: contingencyReason(new Date(firstFailureAt)),
    };
  }
  return { doc: next, status: next.emission === 'contingency' ? 'contingency' : 'pending' };
}

export function afterAuthorised(
  doc: StoredDocument,
  answer: { cufe: string; qr: string; protocol?: string; authorizedAt: string },
): StoredDocument {
  const { nextAttemptAt: _next, ...rest } = doc;
  return { ...rest, ...answer, attempts: doc.attempts + 1 };
}

export function afterRefused(doc: StoredDocument, error: string): StoredDocument {
  const { nextAttemptAt: _next, ...rest } = doc;
  return { ...rest, attempts: doc.attempts + 1, lastError: error.slice(0, 500) };
}

/** Whether a pending or contingency document is due to be sent (again) at `now`. */
export const isDue = (doc: StoredDocument, now: Date) =>
  !doc.nextAttemptAt || Date.parse(doc.nextAttemptAt) <= now.getTime();
