import { documentsOfBooking } from '../records/invoices.ts';
import type { DocumentFormat, InvoiceProvider } from '../invoicing/types.ts';
import type { MyBookingDeps } from './deps-type.ts';
import { bookingOf } from './service.ts';

/**
 * One authorised document of the session's booking as a file, fetched from the provider;
 * null for anything else (another booking's, one not yet authorised).
 */
export async function myBookingDocument(
  deps: MyBookingDeps,
  provider: InvoiceProvider | null,
  session: unknown,
  id: string,
  format: DocumentFormat,
): Promise<{ filename: string; content: Uint8Array; type: string } | null> {
  if (!provider) return null;
  const r = await bookingOf(deps, session);
  if ('ok' in r) return null;
  const rows = await documentsOfBooking(deps.cms, r.id);
  const row = rows.find((d) => `${d.collection}:${d.id}` === id);
  if (!row?.invoice || row.invoice_status !== 'issued') return null;
  const content = await provider.download(row.invoice, format);
  const name = `${row.invoice.kind === 'invoice' ? 'factura' : 'nota-de-credito'}-${row.invoice.number}`;
  return {
    filename: `${name}.${format}`,
    content,
    type: format === 'pdf' ? 'application/pdf' : 'application/xml',
  };
}
