import type { MailKind } from './mail-kinds.ts';

/**
 * The renter's e-mail with an authorised invoice or credit note (docs/invoices.md): one per
 * document, keyed by the money row it is on.
 */
export const DOCUMENT_MAIL_KIND = 'fiscal_document' satisfies MailKind;
export type DocumentMailKind = typeof DOCUMENT_MAIL_KIND;

export const isDocumentMail = (kind: string): kind is DocumentMailKind =>
  kind === DOCUMENT_MAIL_KIND;

export const documentMailKey = (collection: 'payments' | 'refunds', id: string) =>
  `${DOCUMENT_MAIL_KIND}:${collection}:${id}`;

export function documentOfMailKey(
  key: string,
): { collection: 'payments' | 'refunds'; id: string } | null {
  const match = /^fiscal_document:(payments|refunds):(.+)$/.exec(key);
  return match ? { collection: match[1] as 'payments' | 'refunds', id: match[2] } : null;
}
