import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import type { StoredDocument } from '@rental/domain/invoicing/record';
import { BrandLayout } from './brand-layout.tsx';
import type { MailBrand } from './brand.ts';
import { panamaDateTime } from './mail-dates.ts';
import { DataTable, Paragraph, SectionTitle, type TableRow } from './parts.tsx';
import type { MailTexts } from './texts.ts';

/** What the renter's e-mail with an authorised invoice or credit note shows. */
export interface DocumentMailData {
  brand: MailBrand;
  locale: Locale;
  code: string;
  name: string;
  document: StoredDocument;
  /** The booking's page (/mi-reserva), where the documents are listed too. */
  manage: string;
}

export function documentSubject(data: DocumentMailData, t: MailTexts): string {
  const values = { number: data.document.number, code: data.code };
  return data.document.kind === 'invoice'
    ? t('document.invoiceSubject', values)
    : t('document.creditNoteSubject', values);
}

export function DocumentMail({ data, t }: { data: DocumentMailData; t: MailTexts }) {
  const { brand, locale, document: doc } = data;
  const invoice = doc.kind === 'invoice';
  const rows: TableRow[] = [
    { label: t('document.number'), value: doc.number },
    { label: t('document.date'), value: panamaDateTime(doc.issuedAt, locale) },
    {
      label: t('document.customer'),
      value: doc.customer.ruc
        ? `${doc.customer.name} · RUC ${doc.customer.ruc} DV ${doc.customer.dv ?? ''}`
        : doc.customer.name,
    },
    { label: t('document.total'), value: formatCents(doc.totals.total, locale), strong: true },
    { label: t('document.cufe'), value: doc.cufe ?? '' },
  ];
  const values = {
    name: data.name,
    total: formatCents(doc.totals.total, locale),
    invoice: doc.refersTo?.number ?? '',
  };
  return (
    <BrandLayout
      brand={brand}
      locale={locale}
      preview={t('document.preview', { code: data.code })}
      t={t}
      optInsUrl={data.manage}
    >
      <SectionTitle color={brand.accentColor}>
        {t(invoice ? 'document.invoiceTitle' : 'document.creditNoteTitle')}
      </SectionTitle>
      <Paragraph>
        {t(invoice ? 'document.invoiceIntro' : 'document.creditNoteIntro', values)}
      </Paragraph>
      <DataTable rows={rows} />
      {doc.contingency && <Paragraph>{t('document.contingency')}</Paragraph>}
      <Paragraph>
        <a href={data.manage}>{t('document.mine')}</a>
      </Paragraph>
    </BrandLayout>
  );
}
