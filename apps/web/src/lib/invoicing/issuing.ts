import { nextStoredNumber } from '@rental/domain/invoicing/numbering';
import {
  afterAuthorised,
  afterRefused,
  afterUnanswered,
  isDue,
  type RetryPolicy,
  type StoredDocument,
} from '@rental/domain/invoicing/record';
import { creditNoteDocument, invoiceDocument } from '@rental/domain/invoicing/owed';
import type { CmsClient } from '../cms/client.ts';
import { withBookingLock } from '../booking/booking-lock.ts';
import { findReservation } from '../records/booking.ts';
import {
  billingSettings,
  isNumberTaken,
  lastDocumentNumber,
  paymentDocumentRow,
  refundDocumentRow,
  rowsOwingDocuments,
  writeDocument,
  type DocumentCollection,
  type PaymentDocumentRow,
  type RefundDocumentRow,
} from '../records/invoices.ts';
import type { InvoiceProvider, SendOutcome } from './types.ts';

/**
 * Issues the fiscal documents a brand's money rows owe (docs/invoices.md), each inside its
 * booking's lock: the document is written with its number first, then sent; an unanswered send
 * is retried later with the same number and document, and in contingency once the provider has
 * been silent past the policy's delay. A row gets one document, whoever runs this and how often.
 */
export interface IssuingDeps {
  cms: CmsClient;
  brand: string;
  provider: InvoiceProvider;
  now: () => Date;
  policy?: RetryPolicy;
  /** Rows written before this are not invoiced for the first time. */
  since: Date;
  log: (line: string) => void;
  /** Told of each document the provider authorised (the worker queues its e-mail). */
  onIssued?: (
    collection: DocumentCollection,
    row: { id: string; reservation: string },
  ) => Promise<void>;
}

export interface IssuingReport {
  issued: number;
  waiting: number;
  refused: number;
}

/** What a row's turn did; `settled`: another process finished it first (nothing counted). */
type Step = 'issued' | 'waiting' | 'refused' | 'settled';

export async function issueOwedDocuments(deps: IssuingDeps, limit = 25): Promise<IssuingReport> {
  const report: IssuingReport = { issued: 0, waiting: 0, refused: 0 };
  const billing = await billingSettings(deps.cms, deps.brand);
  if (!billing) {
    deps.log(
      `[invoices] ${deps.brand}: the site settings have no valid billing point; nothing is issued`,
    );
    return report;
  }
  const owed = await rowsOwingDocuments(deps.cms, deps.brand, deps.since, limit);
  const now = deps.now();
  const rows = [
    ...owed.payments.map((r) => ({ collection: 'payments' as const, row: r })),
    ...owed.refunds.map((r) => ({ collection: 'refunds' as const, row: r })),
    // A document waiting for its retry is not touched (nor its booking locked) before its time.
  ].filter(({ row }) => !row.invoice || isDue(row.invoice, now));
  for (const { collection, row } of rows) {
    try {
      const step = await withBookingLock(deps.cms, row.reservation, () =>
        collection === 'payments'
          ? issueInvoice(deps, billing, row.id)
          : issueCreditNote(deps, billing, row.id),
      );
      if (step !== 'settled') report[step] += 1;
    } catch (error) {
      report.waiting += 1;
      deps.log(`[invoices] ${collection} ${row.id}: ${(error as Error).message}`);
    }
  }
  return report;
}

/** Read again inside the lock: a document authorised or refused meanwhile is left as it is. */
const settled = (status: string | null) => status === 'issued' || status === 'rejected';

interface Billing {
  point: string;
  branch: string;
}

async function issueInvoice(deps: IssuingDeps, billing: Billing, id: string): Promise<Step> {
  const row = await paymentDocumentRow(deps.cms, id);
  if (!row) return 'waiting';
  if (settled(row.invoice_status)) return 'settled';
  if (row.invoice) return sendDocument(deps, 'payments', row, row.invoice);
  const booking = await findReservation(deps.cms, row.reservation);
  if (!booking) return 'waiting';
  const doc = await numbered(deps, 'payments', row, billing, (number) =>
    invoiceDocument(
      { ...row, amount: Number(row.amount), charged_amount: Number(row.charged_amount) || 0 },
      {
        code: booking.code,
        client: booking.client ?? null,
        extras: (booking.extras ?? null) as unknown as Record<string, unknown> | null,
      },
      { ...billing, number, now: deps.now() },
    ),
  );
  return sendDocument(deps, 'payments', row, doc);
}

async function issueCreditNote(deps: IssuingDeps, billing: Billing, id: string): Promise<Step> {
  const row = await refundDocumentRow(deps.cms, id);
  if (!row) return 'waiting';
  if (settled(row.invoice_status)) return 'settled';
  if (row.invoice) return sendDocument(deps, 'refunds', row, row.invoice);
  const payment = await paymentDocumentRow(deps.cms, row.payment);
  // A credit note refers to its invoice's CUFE: it waits until that invoice is authorised.
  if (!payment?.invoice?.cufe || payment.invoice_status !== 'issued') return 'waiting';
  const invoice = payment.invoice;
  const reason = row.idempotency_key.startsWith('change-refund:')
    ? `Devolución por cambio de la reserva ${invoice.booking}`
    : `Devolución por cancelación de la reserva ${invoice.booking}`;
  const doc = await numbered(deps, 'refunds', row, billing, (number) =>
    creditNoteDocument({ amount: Number(row.amount), reason }, invoice, {
      ...billing,
      number,
      now: deps.now(),
    }),
  );
  return sendDocument(deps, 'refunds', row, doc);
}

/**
 * Writes the row's document with the billing point's next number before anything is sent. Two
 * rows racing for one number: the unique column refuses the second, which takes the next.
 */
async function numbered(
  deps: IssuingDeps,
  collection: DocumentCollection,
  row: { id: string },
  billing: Billing,
  build: (number: string) => StoredDocument,
): Promise<StoredDocument> {
  for (let attempt = 0; ; attempt++) {
    const number = nextStoredNumber(
      billing.point,
      await lastDocumentNumber(deps.cms, collection, billing.point),
    );
    const doc = build(number);
    try {
      await writeDocument(deps.cms, collection, row.id, 'pending', doc);
      return doc;
    } catch (error) {
      if (!isNumberTaken(error) || attempt >= 5) throw error;
    }
  }
}

async function sendDocument(
  deps: IssuingDeps,
  collection: DocumentCollection,
  row: PaymentDocumentRow | RefundDocumentRow,
  doc: StoredDocument,
): Promise<Step> {
  const now = deps.now();
  if (!isDue(doc, now)) return 'waiting';
  // A send whose answer was lost may have reached the provider: ask before sending again.
  const known =
    doc.attempts > 0 ? await deps.provider.lookup(doc) : { outcome: 'unknown' as const };
  const outcome: SendOutcome =
    known.outcome === 'authorised' ? known : await deps.provider.send(doc);
  if (outcome.outcome === 'authorised') {
    const done = afterAuthorised(doc, outcome);
    await writeDocument(deps.cms, collection, row.id, 'issued', done);
    deps.log(`[invoices] ${collection} ${row.id}: ${done.number} authorised (${done.cufe})`);
    await deps.onIssued?.(collection, row);
    return 'issued';
  }
  if (outcome.outcome === 'refused') {
    await writeDocument(
      deps.cms,
      collection,
      row.id,
      'rejected',
      afterRefused(doc, outcome.reason),
    );
    deps.log(`[invoices] ${collection} ${row.id}: ${doc.number} refused: ${outcome.reason}`);
    return 'refused';
  }
  const next = afterUnanswered(doc, outcome.reason, now, deps.policy);
  await writeDocument(deps.cms, collection, row.id, next.status, next.doc);
  deps.log(
    `[invoices] ${collection} ${row.id}: ${doc.number} unanswered (${outcome.reason}); ${next.status}`,
  );
  return 'waiting';
}
