import { renderSVG } from 'uqr';
import type { DocumentStatus } from '@rental/domain/invoicing/record';
import type { CmsClient } from '../cms/client.ts';
import { documentsOfBooking } from '../records/invoices.ts';

/**
 * The booking's fiscal documents on its page (docs/invoices.md): each invoice and credit note
 * with its number, state and CUFE; an authorised one with its QR code (its PDF and XML:
 * document-file.ts).
 */
export interface BookingDocument {
  id: string;
  kind: 'invoice' | 'credit_note';
  status: DocumentStatus;
  number: string;
  issuedAt: string;
  total: number;
  cufe: string | null;
  /** The QR code as SVG markup, made on the server from the provider's link. */
  qrSvg: string | null;
  contingency: boolean;
}

export async function bookingDocuments(
  cms: CmsClient,
  reservationId: string,
): Promise<BookingDocument[]> {
  const rows = await documentsOfBooking(cms, reservationId);
  return rows.flatMap((row) => {
    const doc = row.invoice;
    if (!doc || !row.invoice_status) return [];
    return [
      {
        id: `${row.collection}:${row.id}`,
        kind: doc.kind,
        status: row.invoice_status,
        number: doc.number,
        issuedAt: doc.issuedAt,
        total: doc.totals.total,
        cufe: row.invoice_status === 'issued' ? (doc.cufe ?? null) : null,
        qrSvg:
          row.invoice_status === 'issued' && doc.qr
            ? // The panel names the code (role img): the drawing itself is not read out.
              renderSVG(doc.qr, { border: 1, pixelSize: 3 }).replace(
                '<svg ',
                '<svg aria-hidden="true" focusable="false" ',
              )
            : null,
        contingency: doc.emission === 'contingency',
      },
    ];
  });
}
