'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatPanamaDate } from '@rental/domain/dates';
import { localizedPath, type Locale } from '@rental/domain/locale';
import {
  foreignLicenceWarnings,
  type PrecheckinContext,
  type PrecheckinInput,
} from '@rental/domain/precheckin/driver';
import { Alert } from '../ui/alert.tsx';

/** A foreign licence that lapses in Panama before the return: the rental goes ahead, the counter will ask. */
export function LicenceWarnings({
  values,
  ctx,
}: {
  values: PrecheckinInput;
  ctx: PrecheckinContext;
}) {
  const t = useTranslations('precheckin.verify');
  const locale = useLocale() as Locale;
  return foreignLicenceWarnings(values, ctx).map((w) => (
    <Alert
      key={String(w.driver)}
      tone="warning"
      role="status"
      data-testid="foreign-licence-warning"
    >
      {t('foreignLicence', {
        driver:
          w.driver === 'main' ? t('mainDriver') : t('additionalDriver', { number: w.driver + 1 }),
        until: formatPanamaDate(w.validUntil, locale),
      })}
    </Alert>
  ));
}

/** Why the drivers were not taken; a lapsed or unknown session links back to the look-up. */
export function VerifyProblem({ problem, code }: { problem: string; code: string }) {
  const t = useTranslations('precheckin.verify');
  const tl = useTranslations('precheckin.lookup');
  const locale = useLocale() as Locale;
  return (
    <Alert tone="error" role="alert" data-testid="verify-problem">
      {problem === 'checkFields'
        ? t('checkFields')
        : tl(`problems.${problem}` as 'problems.notFound')}
      {['expired', 'invalid', 'notFound'].includes(problem) && (
        <a
          href={`${localizedPath('/precheckin', locale)}?code=${encodeURIComponent(code)}`}
          className="ml-2 font-semibold underline"
        >
          {tl('submit')}
        </a>
      )}
    </Alert>
  );
}
