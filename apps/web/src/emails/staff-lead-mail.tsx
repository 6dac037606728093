import { toLocale } from '@rental/domain/locale';
import { BrandLayout } from './brand-layout.tsx';
import type { MailBrand } from './brand.ts';
import { panamaDateTime } from './mail-dates.ts';
import { DataTable, Paragraph, SectionTitle } from './parts.tsx';
import type { MailTexts } from './texts.ts';

/** A corporate enquiry as staff's e-mail shows it. */
export interface LeadMailData {
  brand: MailBrand;
  lead: {
    company: string;
    name: string;
    email: string;
    phone: string | null;
    fleetSize: number | null;
    message: string | null;
    page: string | null;
    language: string | null;
    receivedAt: string;
  };
}

/** Staff's notice of a corporate enquiry, in Spanish; the client's language is a row, so the reply can be in theirs. */
export function StaffLeadMail({ data, t }: { data: LeadMailData; t: MailTexts }) {
  const { brand, lead } = data;
  const rows = [
    { label: t('lead.company'), value: lead.company, strong: true },
    { label: t('lead.name'), value: lead.name },
    { label: t('lead.email'), value: lead.email },
    { label: t('lead.phone'), value: lead.phone ?? '—' },
    { label: t('lead.fleetSize'), value: lead.fleetSize ?? '—' },
    {
      label: t('lead.language'),
      value: t('staff.languageName', { tag: toLocale(lead.language) }),
    },
    { label: t('lead.page'), value: lead.page ? `/${lead.page}` : '—' },
    { label: t('lead.received'), value: panamaDateTime(lead.receivedAt, 'es') },
  ];
  return (
    <BrandLayout
      brand={brand}
      locale="es"
      preview={t('lead.preview', { name: lead.name, company: lead.company })}
      t={t}
      audience="staff"
    >
      <SectionTitle color={brand.accentColor}>{t('lead.title')}</SectionTitle>
      <Paragraph>{t('lead.intro', { siteName: brand.siteName })}</Paragraph>
      <DataTable rows={rows} />
      {lead.message && (
        <>
          <SectionTitle color={brand.accentColor}>{t('lead.message')}</SectionTitle>
          <Paragraph style={{ whiteSpace: 'pre-line' }}>{lead.message}</Paragraph>
        </>
      )}
    </BrandLayout>
  );
}
