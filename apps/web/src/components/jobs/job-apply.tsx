import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';
import { applyMailto } from './apply-mailto.ts';

/** "How to apply": short instructions and a mailto link with the subject already filled in. */
export async function JobApply({
  title,
  email,
  headingId,
  locale,
}: {
  title: string;
  email: string | null;
  headingId: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'jobs' });
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-xl bg-slate-50 p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('howToApply')}
      </h3>
      {email ? (
        <>
          <p className="mt-2 text-slate-700">{t('applyInstructions')}</p>
          <a
            href={applyMailto(email, t('applySubject', { title }))}
            className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand px-4 py-2.5 font-semibold text-white hover:underline sm:w-auto sm:px-5"
            data-testid="job-apply"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="hidden size-5 shrink-0 min-[400px]:block"
              fill="currentColor"
            >
              <path d="M3 4a2 2 0 0 0-2 2v.4l9 5.1 9-5.1V6a2 2 0 0 0-2-2H3Zm16 4.7-8.5 4.8a1 1 0 0 1-1 0L1 8.7V14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.7Z" />
            </svg>
            {t('applyCta')}
            <span className="sr-only">: {title}</span>
          </a>
          <p className="mt-3 text-sm text-slate-600">
            {t.rich('applyWriteTo', {
              email: () => <span className="font-medium break-words text-slate-900">{email}</span>,
            })}
          </p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">{t('noEmail')}</p>
      )}
    </section>
  );
}
