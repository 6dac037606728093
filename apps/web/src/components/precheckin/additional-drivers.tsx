'use client';

import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import {
  emptyPerson,
  MAX_ADDITIONAL_DRIVERS,
  type PrecheckinInput,
} from '@rental/domain/precheckin/driver';
import { Panel } from '../ui/panel.tsx';
import { PersonFields } from './person-fields.tsx';

/** The drivers' form's additional drivers: a panel each, added and removed up to the maximum. */
export function AdditionalDrivers({
  errorsOf,
}: {
  errorsOf: (path: string) => Record<string, string>;
}) {
  const t = useTranslations('precheckin.verify');
  const te = useTranslations('precheckin.errors');
  const { control, formState } = useFormContext<PrecheckinInput>();
  const drivers = useFieldArray({ control, name: 'additional_drivers' });
  // The list's own rule (more drivers than booked): on the list, or its root for a field array.
  const listError = formState.errors.additional_drivers as
    { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.root?.message ?? listError?.message;
  return (
    <>
      {listMessage && (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="drivers-error">
          {te(listMessage as 'required')}
        </p>
      )}
      {drivers.fields.map((field, i) => (
        <Panel
          key={field.id}
          title={t('additionalDriver', { number: i + 1 })}
          testId={`additional-driver-${i}`}
        >
          <PersonFields
            path={`additional_drivers.${i}`}
            errors={errorsOf(`additional_drivers.${i}`)}
            testId={`additional.${i}`}
          />
          <button
            type="button"
            onClick={() => drivers.remove(i)}
            className="mt-4 text-sm font-semibold text-red-700 underline"
          >
            {t('removeDriver')}
          </button>
        </Panel>
      ))}
      {drivers.fields.length < MAX_ADDITIONAL_DRIVERS && (
        <button
          type="button"
          onClick={() => drivers.append(emptyPerson(), { shouldFocus: false })}
          className="justify-self-start rounded-full border border-brand px-5 py-2 font-semibold text-brand-accent"
          data-testid="add-driver"
        >
          {t('addDriver')}
        </button>
      )}
    </>
  );
}
