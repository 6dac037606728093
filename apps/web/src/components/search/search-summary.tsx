'use client';

import { useLocale, useTranslations } from 'next-intl';
import { readLocationSearch } from '@rental/domain/forms/location-search';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { formatPanamaDateTime } from '@rental/domain/dates';
import { useLocationSearch } from '../use-location-search.ts';
import type { BranchOption } from './branch-option.ts';

/** The search the visitor came with from the home page, above the fleet; nothing without one. */
export function SearchSummary({ branches }: { branches: BranchOption[] }) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  // Only the shape matters here: a search made earlier is still worth showing (now = epoch).
  const search = readLocationSearch(useLocationSearch(), new Date(0));
  if (!search) return null;
  const name = (code: string) => branches.find((b) => b.code === code)?.name ?? code;
  const when = (local: string) => formatPanamaDateTime(local, locale);
  return (
    <section
      aria-label={t('summary')}
      className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm"
      data-testid="search-summary"
    >
      <p>
        <span className="font-semibold">{t('summaryPickup')}:</span> {name(search.pickup)} ·{' '}
        {when(search.from)}
      </p>
      <p>
        <span className="font-semibold">{t('summaryDropoff')}:</span> {name(search.dropoff)} ·{' '}
        {when(search.to)}
      </p>
      <a
        href={`${localizedPath('/', locale)}#search`}
        className="font-semibold text-brand underline"
      >
        {t('change')}
      </a>
    </section>
  );
}
