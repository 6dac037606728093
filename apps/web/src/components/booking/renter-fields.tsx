'use client';

import { useTranslations } from 'next-intl';
import type { ReservationDraft } from '@rental/domain/reservation/draft';
import { DateInput } from '../date-field/date-input.tsx';
import { useToday } from '../date-field/use-today.ts';
import { Field, inputClass } from '../ui/field.tsx';
import { Panel } from '../ui/panel.tsx';
import { TermsCheckbox } from '../flow/terms-checkbox.tsx';
import { CompanyInvoiceFields } from './company-invoice-fields.tsx';
import type { Consent } from './selection.ts';

type ClientField = 'name' | 'last_name' | 'email' | 'phone_number' | 'birthday' | 'license';
const FIELDS: { name: ClientField; type: string; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone_number', type: 'tel', autoComplete: 'tel' },
  { name: 'birthday', type: 'date', autoComplete: 'bday' },
  { name: 'license', type: 'text', autoComplete: 'off' },
];

/** The client form (SPEC §3): kept in the draft as typed, so a reload or an error loses nothing. */
export function RenterFields({
  client,
  consent,
  termsHref,
  privacyHref,
  errors,
  onChange,
  onConsent,
}: {
  client: ReservationDraft['client'];
  consent: Consent;
  termsHref: string;
  privacyHref: string;
  errors: Record<string, string | undefined>;
  onChange: (c: Partial<ReservationDraft['client']>) => void;
  onConsent: (c: Partial<Consent>) => void;
}) {
  const t = useTranslations('booking.renter');
  const today = useToday();
  return (
    <Panel title={t('title')} testId="renter">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <Field key={f.name} label={t(f.name)} error={errors[f.name]}>
            {(p) =>
              f.type === 'date' ? (
                <DateInput
                  {...p}
                  name={f.name}
                  label={t(f.name)}
                  autoComplete={f.autoComplete}
                  className={inputClass}
                  value={client[f.name] ?? ''}
                  max={today}
                  onChange={(v) => onChange({ [f.name]: v || null })}
                />
              ) : (
                <input
                  {...p}
                  name={f.name}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  className={inputClass}
                  value={client[f.name] ?? ''}
                  maxLength={f.name === 'email' ? 254 : 80}
                  onChange={(e) => onChange({ [f.name]: e.target.value })}
                />
              )
            }
          </Field>
        ))}
      </div>
      <CompanyInvoiceFields client={client} errors={errors} onChange={onChange} />
      <TermsCheckbox
        className="mt-4"
        checked={consent.terms}
        onChecked={(terms) => onConsent({ terms })}
        invalid={Boolean(errors.terms)}
        termsHref={termsHref}
        privacyHref={privacyHref}
        label={(chunks) => t.rich('terms', chunks)}
      />
      {errors.terms && (
        <p className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {errors.terms}
        </p>
      )}
      <fieldset className="mt-4 grid gap-2 text-sm" data-testid="opt-ins">
        <legend className="mb-1 font-semibold">{t('optIns')}</legend>
        {(['marketing', 'whatsapp'] as const).map((name) => (
          <label key={name} className="flex items-start gap-3">
            <input
              type="checkbox"
              name={name}
              checked={consent[name]}
              onChange={(e) => onConsent({ [name]: e.target.checked })}
              className="mt-0.5 size-4 accent-[var(--brand-primary)]"
            />
            <span>{t(name)}</span>
          </label>
        ))}
      </fieldset>
    </Panel>
  );
}
