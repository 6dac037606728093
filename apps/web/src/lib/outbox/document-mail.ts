import { reservationLinks } from '../../emails/reservation-links.ts';
import type { BrandKey } from '@rental/domain/brands';
import { toLocale } from '@rental/domain/locale';
import {
  DOCUMENT_MAIL_KIND,
  documentMailKey,
  documentOfMailKey,
} from '@rental/domain/notifications/document-mail';
import type { CmsClient } from '../cms/client.ts';
import { fetchSiteConfig } from '../cms/queries.ts';
import { findReservation } from '../records/booking.ts';
import {
  paymentDocumentRow,
  refundDocumentRow,
  type DocumentCollection,
} from '../records/invoices.ts';
import type { InvoiceProvider } from '../invoicing/types.ts';
import { renderDocumentMail, type RenderedMail } from '../../emails/render.ts';
import { mailBrandOf } from './mail-brand.ts';
import { directusOutbox } from './directus.ts';

/** Queues the renter's e-mail of a document the provider just authorised (once per document). */
export async function queueDocumentMail(
  cms: CmsClient,
  brand: BrandKey,
  collection: DocumentCollection,
  row: { id: string; reservation: string },
): Promise<void> {
  const reservation = await findReservation(cms, row.reservation);
  const recipient = typeof reservation?.client?.email === 'string' ? reservation.client.email : '';
  if (!reservation || !recipient) return;
  await directusOutbox(cms, brand).store.enqueue([
    {
      key: documentMailKey(collection, row.id),
      kind: DOCUMENT_MAIL_KIND,
      brand,
      reservation: row.reservation,
      recipient,
      language: reservation.language ?? 'es',
    },
  ]);
}

/** The e-mail, read when it is sent: the document as authorised, its files from the provider. */
export async function renderDocumentMessage(
  cms: CmsClient,
  brand: BrandKey,
  provider: InvoiceProvider | null,
  key: string,
  origin: string,
): Promise<RenderedMail> {
  const at = documentOfMailKey(key);
  if (!at) throw new Error(`${key} names no document`);
  if (!provider) throw new Error('no invoice provider is configured (INVOICE_API_URL)');
  const row =
    at.collection === 'payments'
      ? await paymentDocumentRow(cms, at.id)
      : await refundDocumentRow(cms, at.id);
  const doc = row?.invoice;
  if (!row || !doc?.cufe) throw new Error(`${key}: the document is not authorised`);
  const [r, site, pdf, xml] = await Promise.all([
    findReservation(cms, row.reservation),
    fetchSiteConfig(cms, brand, 'es'),
    provider.download(doc, 'pdf'),
    provider.download(doc, 'xml'),
  ]);
  if (!r) throw new Error(`reservation ${row.reservation} is not readable`);
  const locale = toLocale(r.language);
  return renderDocumentMail(
    {
      brand: mailBrandOf(site, origin),
      locale,
      code: r.code,
      name: typeof r.client?.name === 'string' ? r.client.name : '',
      document: doc,
      manage: reservationLinks(origin, locale, r.code, false).manage,
    },
    { pdf, xml },
  );
}
