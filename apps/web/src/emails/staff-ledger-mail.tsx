import { formatCents } from '@rental/domain/money';
import { BrandLayout } from './brand-layout.tsx';
import type { MailBrand } from './brand.ts';
import { panamaDateTime } from './mail-dates.ts';
import { DataTable, Paragraph, SectionTitle } from './parts.tsx';
import type { MailTexts } from './texts.ts';

/** A booking's money rows the ledger's sweep could not settle, as the branch's e-mail shows them. */
export interface LedgerAlertData {
  brand: MailBrand;
  code: string;
  rows: {
    kind: 'payment' | 'refund';
    key: string;
    amount: number;
    since: string;
    note: string | null;
  }[];
}

/** The pickup branch's notice that a booking's money is stuck: each row, its amount, since when and why. In Spanish. */
export function StaffLedgerMail({ data, t }: { data: LedgerAlertData; t: MailTexts }) {
  const { brand } = data;
  return (
    <BrandLayout
      brand={brand}
      locale="es"
      preview={t('ledgerAlert.preview', { code: data.code })}
      t={t}
      audience="staff"
    >
      <SectionTitle color={brand.accentColor}>{t('ledgerAlert.title')}</SectionTitle>
      <Paragraph>{t('ledgerAlert.intro', { siteName: brand.siteName, code: data.code })}</Paragraph>
      {data.rows.map((row) => (
        <div key={row.key}>
          <SectionTitle color={brand.accentColor}>
            {t(row.kind === 'payment' ? 'ledgerAlert.payment' : 'ledgerAlert.refund', {
              key: row.key,
            })}
          </SectionTitle>
          <DataTable
            rows={[
              {
                label: t('ledgerAlert.amount'),
                value: formatCents(row.amount, 'es'),
                strong: true,
              },
              { label: t('ledgerAlert.since'), value: panamaDateTime(row.since, 'es') },
              { label: t('ledgerAlert.reason'), value: row.note ?? '—' },
            ]}
          />
        </div>
      ))}
    </BrandLayout>
  );
}
