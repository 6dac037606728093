import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import { BrandLayout } from './brand-layout.tsx';
import type { MailBrand } from './brand.ts';
import { DataTable, Paragraph, SectionTitle, type TableRow } from './parts.tsx';
import type { MailTexts } from './texts.ts';

/** What the renter is told when staff settle their deposit hold. */
export interface DepositMailData {
  brand: MailBrand;
  locale: Locale;
  code: string;
  name: string;
  /** Cents held on the card. */
  amount: number;
  /** Cents charged of it; 0 when released whole. */
  charged: number;
  reason: string;
  /** "Visa •••• 4242", or null when the bank did not say. */
  card: string | null;
  /** The booking's page (/mi-reserva), where the renter changes the messages they chose. */
  manage: string;
}

export function depositSubject(data: DepositMailData, t: MailTexts): string {
  return data.charged > 0
    ? t('deposit.chargedSubject', {
        code: data.code,
        charged: formatCents(data.charged, data.locale),
      })
    : t('deposit.releasedSubject', { code: data.code });
}

/** The renter's e-mail: the deposit released, or the part charged and why. */
export function DepositMail({ data, t }: { data: DepositMailData; t: MailTexts }) {
  const { brand, locale } = data;
  const money = (cents: number) => formatCents(cents, locale);
  const rows: TableRow[] = [
    { label: t('deposit.held'), value: money(data.amount) },
    ...(data.charged > 0
      ? [
          { label: t('deposit.charged'), value: money(data.charged), strong: true },
          { label: t('deposit.reason'), value: data.reason },
        ]
      : []),
    ...(data.card ? [{ label: t('deposit.card'), value: data.card }] : []),
  ];
  const values = { name: data.name, amount: money(data.amount), charged: money(data.charged) };
  return (
    <BrandLayout
      brand={brand}
      locale={locale}
      preview={t('deposit.preview', { code: data.code })}
      t={t}
      optInsUrl={data.manage}
    >
      <SectionTitle color={brand.accentColor}>{t('deposit.title')}</SectionTitle>
      <Paragraph>
        {t(data.charged > 0 ? 'deposit.chargedIntro' : 'deposit.releasedIntro', values)}
      </Paragraph>
      <DataTable rows={rows} />
      {data.charged > 0 && <Paragraph>{t('deposit.questions')}</Paragraph>}
    </BrandLayout>
  );
}
