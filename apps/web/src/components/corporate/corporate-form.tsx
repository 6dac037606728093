'use client';

import { startTransition, useActionState, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  corporateLeadErrors,
  corporateLeadSchema,
  emptyCorporateLead,
  type CorporateLeadErrors,
  type CorporateLeadField,
  type CorporateLeadValues,
} from '@rental/domain/forms/corporate-lead';
import type { Locale } from '@rental/domain/locale';
import { submitCorporateLead, type CorporateLeadState } from '@/lib/leads/submit';
import { PrivacyNote } from '../ui/privacy-note.tsx';
import { Button } from '../ui/button.tsx';
import { inputClass } from '../ui/field.tsx';

const FIELDS: {
  name: CorporateLeadField;
  type: string;
  autoComplete?: string;
  required: boolean;
}[] = [
  { name: 'company', type: 'text', autoComplete: 'organization', required: true },
  { name: 'name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'fleetSize', type: 'number', required: false },
];

/**
 * The corporate-plan enquiry form (info pages with showCorporateForm). The browser checks
 * with the same schema as the server action; whatever the outcome, the typed values stay.
 */
export function CorporateForm({ page, locale }: { page: string; locale: Locale }) {
  const t = useTranslations('corporate');
  const id = useId();
  const [state, action, pending] = useActionState<CorporateLeadState, FormData>(
    submitCorporateLead,
    { status: 'idle', errors: {}, values: emptyCorporateLead() },
  );
  const [clientErrors, setClientErrors] = useState<CorporateLeadErrors | null>(null);
  const errors = clientErrors ?? state.errors;

  const formRef = useRef<HTMLFormElement>(null);
  const sentMessage = useRef('');

  /*
   * Sent from here once the page runs: React resets a form after an action it sent itself,
   * wiping what was typed meanwhile. Only a message sent and unchanged since is cleared.
   */
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = Object.fromEntries(data) as unknown as CorporateLeadValues;
    const parsed = corporateLeadSchema.safeParse({
      ...values,
      fleetSize: values.fleetSize ?? '',
      message: values.message ?? '',
    });
    if (!parsed.success) {
      setClientErrors(corporateLeadErrors(parsed.error));
      return;
    }
    setClientErrors(null);
    sentMessage.current = String(data.get('message') ?? '');
    startTransition(() => action(data));
  };
  useEffect(() => {
    const message = formRef.current?.elements.namedItem('message');
    if (
      state.status === 'sent' &&
      message instanceof HTMLTextAreaElement &&
      message.value === sentMessage.current
    )
      message.value = '';
  }, [state]);
  const describedBy = (name: CorporateLeadField) =>
    errors[name] ? `${id}-${name}-error` : undefined;

  return (
    <section
      className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-8"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-accent">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      {!clientErrors && state.status === 'sent' && (
        <p
          role="status"
          className="mt-6 rounded-lg bg-emerald-50 p-4 font-semibold text-emerald-800"
          data-testid="corporate-sent"
        >
          {t('sent')}
        </p>
      )}
      {!clientErrors && state.status !== 'sent' && state.status !== 'idle' && (
        <p
          role="alert"
          className="mt-6 rounded-lg bg-red-50 p-4 font-semibold text-red-800"
          data-testid="corporate-problem"
        >
          {t(`status.${state.status}`)}
        </p>
      )}
      <form
        ref={formRef}
        action={action}
        onSubmit={onSubmit}
        noValidate
        className="mt-6 grid gap-4 sm:grid-cols-2"
        data-testid="corporate-form"
      >
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="language" value={locale} />
        <div className="hidden" aria-hidden="true">
          <label>
            Website <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        {FIELDS.map(({ name, type, autoComplete, required }) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
              {t(`fields.${name}`)}
              {required ? ' *' : ''}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              type={type}
              autoComplete={autoComplete}
              defaultValue={state.values[name]}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(name)}
              className={inputClass}
            />
            {errors[name] && (
              <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
                {t(`errors.${errors[name]}`)}
              </p>
            )}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="text-sm font-semibold">
            {t('fields.message')}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            defaultValue={state.values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
            className={inputClass}
          />
          {errors.message && (
            <p id={`${id}-message-error`} className="mt-1 text-sm font-medium text-red-700">
              {t(`errors.${errors.message}`)}
            </p>
          )}
        </div>
        <div className="grid gap-3 sm:col-span-2">
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? t('sending') : t('submit')}
          </Button>
          <PrivacyNote label={(privacy) => t.rich('privacy', { privacy })} />
        </div>
      </form>
    </section>
  );
}
