/**
 * What the site's worker may write of a money row's fiscal document (docs/invoices.md): the
 * invoice of a payment that took money, the credit note of a refund that gave some back. A
 * number, once given, is the row's for good (a retry sends the same one), and a document the
 * provider authorised or refused is not the site's to change any more: staff handle those.
 */
const DOCUMENT_FIELDS = [
  'invoice_status',
  'invoice_number',
  'invoice_cufe',
  'invoice_issued_at',
  'invoice',
];

const MOVES = {
  '': ['pending'],
  pending: ['pending', 'contingency', 'issued', 'rejected'],
  contingency: ['contingency', 'issued', 'rejected'],
  issued: [],
  rejected: [],
};
const NUMBER = /^\d{3}-\d{10}$/;

/** The payload's document fields apart from the rest; `document` null when it has none. */
export function splitDocument(payload) {
  const document = {};
  const rest = {};
  for (const [key, value] of Object.entries(payload ?? {}))
    (DOCUMENT_FIELDS.includes(key) ? document : rest)[key] = value;
  return { document: Object.keys(document).length ? document : null, rest };
}

/**
 * Why this write of a row's document is refused (null: it may be made). `stored` has the row's
 * invoice_status and invoice_number; `owes` says whether the row took or gave back money.
 */
export function fiscalDocumentProblem(document, stored, owes) {
  if (!stored) return 'no such row';
  if (!owes) return 'only money taken or given back gets a fiscal document';
  const from = stored.invoice_status ?? '';
  const to = document.invoice_status ?? from;
  if (!(MOVES[from] ?? []).includes(to))
    return `may not move a fiscal document from ${from || 'none'} to ${to || 'none'}`;
  if (document.invoice_number !== undefined) {
    if (!NUMBER.test(String(document.invoice_number)))
      return 'a fiscal document number is its billing point and ten digits';
    if (stored.invoice_number && stored.invoice_number !== document.invoice_number)
      return 'a fiscal document keeps its number';
  }
  if (!stored.invoice_number && !document.invoice_number)
    return 'a fiscal document is written with its number';
  if (to === 'issued' && !document.invoice_cufe) return 'an issued document has its CUFE';
  return null;
}
