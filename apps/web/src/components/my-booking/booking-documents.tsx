'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatPanamaDateTime } from '@rental/domain/dates';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import { utcToPanamaLocal } from '@rental/domain/panama-time';
import type { MyBooking } from '@/lib/my-booking/service';
import { Panel, PanelTitle } from '../ui/panel.tsx';

type BookingDocument = MyBooking['documents'][number];

const fileHref = (doc: BookingDocument, format: 'pdf' | 'xml') =>
  `/api/my-booking/document?${new URLSearchParams({ id: doc.id, format })}`;

/** One invoice or credit note: number, date, total, state; once authorised its CUFE, QR and files. */
function DocumentItem({ doc }: { doc: BookingDocument }) {
  const t = useTranslations('myBooking.documents');
  const locale = useLocale() as Locale;
  const issued = doc.status === 'issued';
  return (
    <li
      className="grid gap-2 border-t border-slate-200 pt-3 first:border-0 first:pt-0"
      data-testid="booking-document"
      data-kind={doc.kind}
      data-status={doc.status}
    >
      <div className="flex justify-between gap-3">
        <span>
          <span className="block font-medium text-slate-900">
            {t(doc.kind === 'invoice' ? 'invoice' : 'creditNote', { number: doc.number })}
          </span>
          <span className="block text-slate-500">
            {formatPanamaDateTime(utcToPanamaLocal(new Date(doc.issuedAt)), locale)}
          </span>
        </span>
        <span className="shrink-0 font-semibold tabular-nums">
          {formatCents(doc.kind === 'invoice' ? doc.total : -doc.total, locale)}
        </span>
      </div>
      {issued ? (
        <div className="flex items-start gap-3">
          {doc.qrSvg && (
            <span
              className="block h-24 w-24 shrink-0 bg-white [&>svg]:h-full [&>svg]:w-full"
              role="img"
              aria-label={t('qr')}
              dangerouslySetInnerHTML={{ __html: doc.qrSvg }}
            />
          )}
          <div className="grid min-w-0 gap-1">
            <p className="text-xs break-all text-slate-600">
              {t('cufe')} <span data-testid="document-cufe">{doc.cufe}</span>
            </p>
            {doc.contingency && <p className="text-xs text-slate-600">{t('contingency')}</p>}
            <p className="flex gap-4">
              <a className="font-medium text-slate-900 underline" href={fileHref(doc, 'pdf')}>
                {t('pdf')}
              </a>
              <a className="font-medium text-slate-900 underline" href={fileHref(doc, 'xml')}>
                {t('xml')}
              </a>
            </p>
          </div>
        </div>
      ) : (
        <p className="text-slate-600">{t(doc.status === 'rejected' ? 'rejected' : 'pending')}</p>
      )}
    </li>
  );
}

/** The booking's electronic invoices and credit notes, with their files to download. */
export function BookingDocuments({ booking }: { booking: MyBooking }) {
  const t = useTranslations('myBooking.documents');
  if (!booking.documents.length) return null;
  return (
    <Panel as="div" testId="booking-documents">
      <PanelTitle className="mb-3">{t('title')}</PanelTitle>
      <ul role="list" className="grid gap-3 text-sm">
        {booking.documents.map((doc) => (
          <DocumentItem key={doc.id} doc={doc} />
        ))}
      </ul>
    </Panel>
  );
}
