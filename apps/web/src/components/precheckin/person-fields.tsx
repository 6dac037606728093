'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { countryOptions, PANAMA } from '@rental/domain/precheckin/countries';
import type { PersonInput, PrecheckinDriverInput } from '@rental/domain/precheckin/driver';
import { Field, inputClass } from '../ui/field.tsx';
import { DateInput } from '../date-field/date-input.tsx';
import { useToday } from '../date-field/use-today.ts';
import type { Locale } from '@rental/domain/locale';

type FieldName = keyof PrecheckinDriverInput;
type Spec = { name: FieldName; type?: string; autoComplete?: string; max?: number; hint?: boolean };

const PERSON: Spec[] = [
  { name: 'name', autoComplete: 'given-name', max: 80 },
  { name: 'last_name', autoComplete: 'family-name', max: 80 },
  { name: 'birthday', type: 'date', autoComplete: 'bday' },
  { name: 'license', max: 40 },
  { name: 'license_country' },
  { name: 'license_expiry', type: 'date' },
  { name: 'document_type' },
  { name: 'document_number', max: 40 },
  { name: 'nationality' },
  { name: 'entry_date', type: 'date', hint: true },
];
const CONTACT: Spec[] = [
  { name: 'address', autoComplete: 'street-address', max: 200, hint: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', max: 30 },
  { name: 'flight_number', max: 10, hint: true },
];

/** One driver's fields (SPEC pre-check-in); the main driver adds address, phone and, for an airport pickup, the flight. */
export function PersonFields<T extends PersonInput | PrecheckinDriverInput>({
  value,
  errors,
  onChange,
  main = false,
  airportPickup = false,
  testId,
}: {
  value: T;
  errors: Record<string, string | undefined>;
  onChange: (change: Partial<T>) => void;
  main?: boolean;
  airportPickup?: boolean;
  testId: string;
}) {
  const t = useTranslations('precheckin.driver');
  const today = useToday();
  const locale = useLocale() as Locale;
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const record = value as Record<string, string>;
  const foreign = record.license_country !== '' && record.license_country !== PANAMA;
  const specs = [
    ...PERSON.filter((s) => s.name !== 'entry_date' || foreign),
    ...(main ? CONTACT.filter((s) => s.name !== 'flight_number' || airportPickup) : []),
  ];

  const control = (spec: Spec, props: { id: string }) => {
    const common = {
      ...props,
      name: `${testId}.${spec.name}`,
      className: inputClass,
      value: record[spec.name] ?? '',
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        onChange({
          [spec.name]: e.target.value,
          ...(spec.name === 'license_country' && e.target.value === PANAMA
            ? { entry_date: '' }
            : {}),
        } as Partial<T>),
    };
    if (spec.name === 'license_country' || spec.name === 'nationality') {
      return (
        <select {...common}>
          <option value="">{t('choose')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      );
    }
    if (spec.name === 'document_type') {
      return (
        <select {...common}>
          <option value="">{t('choose')}</option>
          <option value="passport">{t('passport')}</option>
          <option value="id">{t('nationalId')}</option>
        </select>
      );
    }
    if (spec.type === 'date') {
      const max = spec.name === 'birthday' ? today : undefined;
      return (
        <DateInput
          {...props}
          name={common.name}
          label={t(spec.name)}
          className={inputClass}
          value={common.value}
          max={max}
          autoComplete={spec.autoComplete}
          onChange={(v) => onChange({ [spec.name]: v } as Partial<T>)}
        />
      );
    }
    return (
      <input
        {...common}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete ?? 'off'}
        maxLength={spec.max}
      />
    );
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid={testId}>
      {specs.map((spec) => (
        <Field
          key={spec.name}
          label={t(spec.name)}
          error={errors[spec.name]}
          className={spec.name === 'address' ? 'sm:col-span-2' : ''}
        >
          {(p) => (
            <>
              {control(spec, p)}
              {spec.hint && (
                <p className="mt-1 text-xs text-slate-500">
                  {t(`${spec.name}Hint` as 'addressHint')}
                </p>
              )}
            </>
          )}
        </Field>
      ))}
    </div>
  );
}
