'use client';

import { useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequestKind,
  type StoredPrivacyRequest,
} from '@rental/domain/privacy-rights';
import { askPrivacyRight } from '@/lib/my-booking/privacy-actions';
import { Alert } from '../ui/alert.tsx';
import { secondaryButtonClass } from '../ui/button.tsx';
import { classes } from '../ui/classes.ts';
import { Field, inputClass } from '../ui/field.tsx';

const dueText = (day: string, locale: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale === 'es' ? 'es-PA' : 'en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The renter's downloads of their data and their requests, once the code proved the e-mail. */
export function PrivacyRequestForm({ proof }: { proof: string }) {
  const t = useTranslations('myBooking.rights');
  const locale = useLocale();
  const [kind, setKind] = useState<PrivacyRequestKind>('rectification');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [kept, setKept] = useState<StoredPrivacyRequest | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, start] = useTransition();
  const send = () =>
    start(async () => {
      setFailed(false);
      const r = await askPrivacyRight(proof, { kind, details }).catch(() => null);
      if (r?.ok) {
        setKept(r.request);
        setErrors({});
      } else if (r && r.problem === 'invalid' && r.fields) setErrors(r.fields);
      else setFailed(true);
    });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3">
        {(['html', 'json'] as const).map((format) => (
          <form key={format} method="post" action="/api/my-booking/data">
            <input type="hidden" name="proof" value={proof} />
            <input type="hidden" name="format" value={format} />
            <input type="hidden" name="lang" value={locale} />
            <button
              type="submit"
              className={secondaryButtonClass}
              data-testid={`privacy-download-${format}`}
            >
              {t(format === 'html' ? 'downloadHtml' : 'downloadJson')}
            </button>
          </form>
        ))}
      </div>
      {kept ? (
        <Alert
          tone="success"
          role="status"
          data-testid="privacy-request-kept"
          data-status={kept.status}
        >
          {t('kept', { kind: t(`kinds.${kept.kind}`), due: dueText(kept.due, locale) })}
          {kept.kind === 'cancellation' &&
            ` ${t(kept.status === 'done' ? 'deletedDone' : 'deletedLater')}`}
        </Alert>
      ) : (
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <fieldset className="grid gap-2 text-sm">
            <legend className="text-sm font-semibold text-slate-800">{t('kind')}</legend>
            {PRIVACY_REQUEST_KINDS.map((value) => (
              <div key={value}>
                <label className="flex items-start gap-3 font-medium">
                  <input
                    type="radio"
                    name="kind"
                    value={value}
                    checked={kind === value}
                    onChange={() => setKind(value)}
                    aria-describedby={`privacy-kind-${value}`}
                    className="mt-0.5 size-4 accent-[var(--brand-primary)]"
                  />
                  <span>{t(`kinds.${value}`)}</span>
                </label>
                <p id={`privacy-kind-${value}`} className="ml-7 text-slate-600">
                  {t(`explain.${value}`)}
                </p>
              </div>
            ))}
          </fieldset>
          <Field
            label={t(kind === 'cancellation' ? 'detailsOptional' : 'details')}
            error={errors.details ? t(`errors.${errors.details}`) : null}
          >
            {(p) => (
              <textarea
                {...p}
                name="details"
                rows={3}
                maxLength={2000}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <button
            type="submit"
            disabled={pending}
            className={classes(secondaryButtonClass, 'justify-self-start disabled:opacity-60')}
            data-testid="privacy-request-send"
          >
            {t('send')}
          </button>
          {failed && (
            <Alert tone="error" role="alert">
              {t('failed')}
            </Alert>
          )}
        </form>
      )}
    </div>
  );
}
