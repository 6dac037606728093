'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { countryOptions, PANAMA } from '@rental/domain/precheckin/countries';
import type { PrecheckinDriverInput, PrecheckinInput } from '@rental/domain/precheckin/driver';
import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { Field, inputClass } from '../ui/field.tsx';
import { DateInput } from '../date-field/date-input.tsx';
import { useToday } from '../date-field/use-today.ts';
import type { Locale } from '@rental/domain/locale';

type FieldName = keyof PrecheckinDriverInput;
interface Common {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  ref: React.Ref<HTMLInputElement & HTMLSelectElement>;
  name: string;
  value: string;
  className: string;
  onBlur: () => void;
  onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}
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

/** One driver's fields (SPEC pre-check-in) in the drivers' form, under `path`; the main driver adds address, phone and, for an airport pickup, the flight. */
export function PersonFields({
  path,
  errors,
  main = false,
  airportPickup = false,
  testId,
}: {
  /** 'driver' or 'additional_drivers.N'. */
  path: 'driver' | `additional_drivers.${number}`;
  /** This driver's refused fields, worded. */
  errors: Record<string, string | undefined>;
  main?: boolean;
  airportPickup?: boolean;
  testId: string;
}) {
  const t = useTranslations('precheckin.driver');
  const today = useToday();
  const locale = useLocale() as Locale;
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const { control, setValue } = useFormContext<PrecheckinInput>();
  const at = (name: FieldName) => `${path}.${name}` as FieldPath<PrecheckinInput>;
  const licenceCountry = useWatch({ control, name: at('license_country') });
  const foreign = licenceCountry !== '' && licenceCountry !== PANAMA;
  const specs = [
    ...PERSON.filter((s) => s.name !== 'entry_date' || foreign),
    ...(main ? CONTACT.filter((s) => s.name !== 'flight_number' || airportPickup) : []),
  ];

  /** A control bound to its form field; the page's name (`driver.name`, `additional.0.name`) is its own. */
  const bound = (spec: Spec, props: { id: string }) => (
    <Controller
      control={control}
      name={at(spec.name)}
      render={({ field }) => {
        const set = (value: string) => {
          field.onChange(value);
          // A Panamanian licence needs no date of entry: the one typed is dropped.
          if (spec.name === 'license_country' && value === PANAMA) setValue(at('entry_date'), '');
        };
        return control_(spec, set, {
          ...props,
          ref: field.ref,
          name: `${testId}.${spec.name}`,
          className: inputClass,
          value: String(field.value ?? ''),
          onBlur: field.onBlur,
          onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
            set(e.target.value),
        });
      }}
    />
  );

  const control_ = (spec: Spec, set: (value: string) => void, common: Common) => {
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
      return (
        <DateInput
          id={common.id}
          aria-invalid={common['aria-invalid']}
          aria-describedby={common['aria-describedby']}
          name={common.name}
          label={t(spec.name)}
          className={inputClass}
          value={common.value}
          max={spec.name === 'birthday' ? today : undefined}
          autoComplete={spec.autoComplete}
          onChange={set}
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
              {bound(spec, p)}
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
