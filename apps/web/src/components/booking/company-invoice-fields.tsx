'use client';

import { useTranslations } from 'next-intl';
import type { ReservationDraft } from '@rental/domain/reservation/draft';
import { Field, inputClass } from '../ui/field.tsx';

type Client = ReservationDraft['client'];
type CompanyField = 'company_name' | 'company_ruc' | 'company_dv';

/**
 * The company an invoice names, asked with a box left unticked; its fields show once ticked.
 * What is typed stays in the draft when the box is unticked again (only the request leaves it out).
 */
export function CompanyInvoiceFields({
  client,
  errors,
  onChange,
}: {
  client: Client;
  errors: Record<string, string | undefined>;
  onChange: (c: Partial<Client>) => void;
}) {
  const t = useTranslations('booking.renter');
  // On a phone the name takes the row and RUC and DV share the next; wider, all three share one.
  const fields: { name: CompanyField; className: string; props: React.ComponentProps<'input'> }[] =
    [
      {
        name: 'company_name',
        className: 'col-span-2 sm:col-span-1',
        props: { autoComplete: 'organization', maxLength: 100 },
      },
      {
        name: 'company_ruc',
        className: '',
        props: { autoComplete: 'off', autoCapitalize: 'characters', maxLength: 40 },
      },
      {
        name: 'company_dv',
        className: '',
        props: { autoComplete: 'off', inputMode: 'numeric', maxLength: 2 },
      },
    ];
  return (
    <div className="mt-4" data-testid="company-invoice">
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="company_invoice"
          checked={client.company_invoice === true}
          onChange={(e) => onChange({ company_invoice: e.target.checked })}
          className="mt-0.5 size-4 accent-[var(--brand-primary)]"
        />
        <span>{t('companyInvoice')}</span>
      </label>
      {client.company_invoice && (
        <div className="mt-3 grid grid-cols-[minmax(0,1fr)_5rem] gap-4 sm:grid-cols-[minmax(0,1fr)_11rem_5rem]">
          {fields.map((f) => (
            <Field key={f.name} label={t(f.name)} error={errors[f.name]} className={f.className}>
              {(p) => (
                <input
                  {...p}
                  {...f.props}
                  name={f.name}
                  type="text"
                  className={inputClass}
                  value={client[f.name] ?? ''}
                  onChange={(e) => onChange({ [f.name]: e.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
      )}
    </div>
  );
}
