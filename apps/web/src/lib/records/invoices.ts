import type { DocumentStatus, StoredDocument } from '@rental/domain/invoicing/record';
import { billingPoint, branchCode } from '@rental/domain/invoicing/numbering';
import type { CmsClient } from '../cms/client.ts';
import { CmsError } from '../cms/errors.ts';

/**
 * The fiscal documents kept on money rows (docs/invoices.md): an invoice on a payment, a credit
 * note on a refund, written before the provider is asked and completed with its answer.
 */
export type DocumentCollection = 'payments' | 'refunds';

interface DocumentColumns {
  id: string;
  reservation: string;
  invoice_status: DocumentStatus | null;
  invoice_number: string | null;
  invoice_cufe: string | null;
  invoice_issued_at: string | null;
  invoice: StoredDocument | null;
}

export interface PaymentDocumentRow extends DocumentColumns {
  provider: string;
  amount: number;
  status: string;
  change: Record<string, unknown> | null;
  charged_amount: number | null;
  charge_reason: string | null;
  date_created: string;
}

export interface RefundDocumentRow extends DocumentColumns {
  payment: string;
  idempotency_key: string;
  amount: number;
  status: string;
  date_created: string;
}

const DOCUMENT_FIELDS = [
  'id',
  'reservation',
  'invoice_status',
  'invoice_number',
  'invoice_cufe',
  'invoice_issued_at',
  'invoice',
];
const PAYMENT_FIELDS = [
  ...DOCUMENT_FIELDS,
  'provider',
  'amount',
  'status',
  'change',
  'charged_amount',
  'charge_reason',
  'date_created',
];
const REFUND_FIELDS = [
  ...DOCUMENT_FIELDS,
  'payment',
  'idempotency_key',
  'amount',
  'status',
  'date_created',
];

const OPEN: DocumentStatus[] = ['pending', 'contingency'];
/** Documents an outage left unsent, read each run to see which are due again. */
const OPEN_LIMIT = 500;

/**
 * A brand's rows that owe a first document, oldest first (rows written before `since` are not
 * given one: money taken before invoicing was switched on), and every row whose document is not
 * yet authorised, whose retry time the caller checks. Apart, so that documents waiting for a
 * retry never crowd out new ones; a refund's credit note only once its invoice is authorised.
 */
export async function rowsOwingDocuments(
  cms: CmsClient,
  brand: string,
  since: Date,
  limit: number,
): Promise<{ payments: PaymentDocumentRow[]; refunds: RefundDocumentRow[] }> {
  const fresh = {
    brand: { _eq: brand },
    date_created: { _gte: since.toISOString() },
    invoice_status: { _null: true },
  };
  const open = { brand: { _eq: brand }, invoice_status: { _in: OPEN } };
  const payments = (filter: Record<string, unknown>, max: number) =>
    cms.list<PaymentDocumentRow>('payments', {
      filter,
      fields: PAYMENT_FIELDS,
      sort: ['date_created'],
      limit: max,
    });
  const refunds = (filter: Record<string, unknown>, max: number) =>
    cms.list<RefundDocumentRow>('refunds', {
      filter,
      fields: REFUND_FIELDS,
      sort: ['date_created'],
      limit: max,
    });
  const [newPayments, openPayments, newRefunds, openRefunds] = await Promise.all([
    payments(
      {
        ...fresh,
        _or: [
          { status: { _in: ['captured', 'authorized'] }, amount: { _gt: 0 } },
          { status: { _eq: 'charged' }, charged_amount: { _gt: 0 } },
        ],
      },
      limit,
    ),
    payments(open, OPEN_LIMIT),
    refunds(
      {
        ...fresh,
        status: { _eq: 'completed' },
        amount: { _gt: 0 },
        payment: { invoice_status: { _eq: 'issued' } },
      },
      limit,
    ),
    refunds(open, OPEN_LIMIT),
  ]);
  return { payments: [...newPayments, ...openPayments], refunds: [...newRefunds, ...openRefunds] };
}

export async function paymentDocumentRow(cms: CmsClient, id: string) {
  return (await cms.get<PaymentDocumentRow>('payments', id, { fields: PAYMENT_FIELDS })) ?? null;
}

export async function refundDocumentRow(cms: CmsClient, id: string) {
  return (await cms.get<RefundDocumentRow>('refunds', id, { fields: REFUND_FIELDS })) ?? null;
}

/** The highest number a billing point has given in a collection's series, or null. */
export async function lastDocumentNumber(
  cms: CmsClient,
  collection: DocumentCollection,
  point: string,
): Promise<string | null> {
  const [row] = await cms.list<{ invoice_number: string }>(collection, {
    filter: { invoice_number: { _starts_with: `${point}-` } },
    fields: ['invoice_number'],
    sort: ['-invoice_number'],
    limit: 1,
  });
  return row?.invoice_number ?? null;
}

export const isNumberTaken = (error: unknown) =>
  error instanceof CmsError &&
  (error.statusCode === 400 || error.statusCode === 409) &&
  /unique|invoice_number/i.test(error.message);

export function writeDocument(
  cms: CmsClient,
  collection: DocumentCollection,
  id: string,
  status: DocumentStatus,
  doc: StoredDocument,
): Promise<unknown> {
  return cms.update(collection, id, {
    invoice_status: status,
    invoice_number: doc.number,
    invoice_issued_at: doc.issuedAt,
    invoice_cufe: doc.cufe ?? null,
    invoice: doc,
  });
}

/** A booking's documents, oldest first: what /mi-reserva lists and lets the renter download. */
export async function documentsOfBooking(cms: CmsClient, reservationId: string) {
  const query = (collection: DocumentCollection) =>
    cms.list<DocumentColumns>(collection, {
      filter: { reservation: { _eq: reservationId }, invoice_status: { _nnull: true } },
      fields: DOCUMENT_FIELDS,
      sort: ['date_created'],
      limit: -1,
    });
  const [invoices, notes] = await Promise.all([query('payments'), query('refunds')]);
  return [
    ...invoices.map((r) => ({ ...r, collection: 'payments' as const })),
    ...notes.map((r) => ({ ...r, collection: 'refunds' as const })),
  ];
}

/** The brand's billing point and issuing branch (site settings), or null when not valid. */
export async function billingSettings(
  cms: CmsClient,
  brand: string,
): Promise<{ point: string; branch: string } | null> {
  const [row] = await cms.list<{
    invoice_billing_point: string | null;
    invoice_branch_code: string | null;
  }>('sites_config', {
    filter: { brand: { _eq: brand } },
    fields: ['invoice_billing_point', 'invoice_branch_code'],
    limit: 1,
  });
  const point = billingPoint(row?.invoice_billing_point);
  const branch = branchCode(row?.invoice_branch_code ?? '0000');
  return point && branch ? { point, branch } : null;
}
