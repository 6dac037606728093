import type { StoredDocument } from '@rental/domain/invoicing/record';

/**
 * What the site asks of an e-invoicing provider (a PAC), one module per provider. The document
 * is the company's own (packages/domain/src/invoicing); the adapter writes it in the provider's
 * fields and reads its answers.
 */
export type SendOutcome =
  | { outcome: 'authorised'; cufe: string; qr: string; protocol?: string; authorizedAt: string }
  /** The provider answered and refused the document: it stays unsent until staff correct it. */
  | { outcome: 'refused'; reason: string }
  /** No answer (down, timeout, a gateway error): the same document is sent again later. */
  | { outcome: 'unanswered'; reason: string };

export type DocumentFormat = 'pdf' | 'xml';

export interface InvoiceProvider {
  send(doc: StoredDocument): Promise<SendOutcome>;
  /** Whether the provider already has this number (a send whose answer was lost), and its CUFE. */
  lookup(doc: StoredDocument): Promise<SendOutcome | { outcome: 'unknown' }>;
  /** The printed document (CAFE) or its XML, as the provider keeps them. */
  download(doc: StoredDocument, format: DocumentFormat): Promise<Uint8Array>;
}
