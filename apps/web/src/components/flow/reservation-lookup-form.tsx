'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { issuesByPath } from '@rental/domain/precheckin/driver';
import { lookupSchema } from '@rental/domain/precheckin/lookup';
import { PrivacyNote } from '../ui/privacy-note.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { Panel } from '../ui/panel.tsx';

export interface LookupValues {
  code: string;
  identity: string;
}
/** The server's response as the form needs it; on success the caller has already moved on. */
export type LookupOutcome =
  { ok: true } | { ok: false; problem: string; fields?: Record<string, string> };

/**
 * The look-up form /precheckin and /mi-reserva share, one schema in the browser and on the
 * server; what was typed stays whatever the response. `messages` names the feature whose
 * `lookup` and `errors` texts it shows.
 */
export function ReservationLookupForm({
  messages,
  initialCode,
  find,
}: {
  messages: 'precheckin' | 'myBooking';
  initialCode: string;
  find: (values: LookupValues) => Promise<LookupOutcome>;
}) {
  const t = useTranslations(`${messages}.lookup`);
  const te = useTranslations(`${messages}.errors`);
  const [values, setValues] = useState<LookupValues>({ code: initialCode, identity: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, start] = useTransition();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const parsed = lookupSchema.safeParse(values);
    setErrors(parsed.success ? {} : issuesByPath(parsed.error));
    if (!parsed.success) return;
    start(async () => {
      const result = await find(values).catch((): LookupOutcome => ({
        ok: false,
        problem: 'processing',
      }));
      if (result.ok) return;
      if (result.problem === 'invalid' && result.fields) setErrors(result.fields);
      else setProblem(result.problem);
    });
  };
  const field = (name: keyof LookupValues, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <TextField
      {...props}
      label={t(name)}
      error={errors[name] ? te(errors[name]) : null}
      name={name}
      value={values[name]}
      onValue={(value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );
  return (
    <Panel title={t('formTitle')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {field('code', {
          autoComplete: 'off',
          autoCapitalize: 'characters',
          placeholder: 'F-7K3M9Q',
          maxLength: 12,
        })}
        {field('identity', { autoComplete: 'family-name', maxLength: 254 })}
        <p className="-mt-2 text-xs text-slate-500">{t('identityHint')}</p>
        {problem && (
          <Alert tone="error" role="alert" data-testid="lookup-problem">
            {t(`problems.${problem}`)}
          </Alert>
        )}
        <Button type="submit" disabled={pending} data-testid="lookup-submit">
          {t('submit')}
        </Button>
        <PrivacyNote label={(privacy) => t.rich('privacy', { privacy })} />
      </form>
    </Panel>
  );
}
