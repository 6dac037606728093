'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatCents } from '@rental/domain/money';
import type { Locale } from '@rental/domain/locale';
import {
  resolveCoverages,
  withMandatoryCoverages,
  type CatalogCoverage,
} from '@rental/domain/reservation/quote';
import type { BookingView } from '@/lib/booking/view';
import { Panel } from '../ui/panel.tsx';

/**
 * Coverages (SPEC §3, §5): a mandatory one, or one a chosen coverage includes, is shown chosen
 * and locked (an included one is not on the bill). Roadside assistance is the bill's `era` line.
 */
export function CoveragePicker({
  coverages,
  catalog,
  chosen,
  roadside,
  error,
  onChange,
}: {
  coverages: BookingView['coverages'];
  catalog: readonly CatalogCoverage[];
  chosen: string[];
  roadside: boolean;
  error: string | null;
  onChange: (c: { coverages?: string[]; roadside?: boolean }) => void;
}) {
  const t = useTranslations('booking.coverages');
  const locale = useLocale() as Locale;
  const toggle = (code: string) =>
    onChange({
      coverages: chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code],
    });
  const booked = withMandatoryCoverages(chosen, catalog);
  const { includedBy } = resolveCoverages(
    [...booked, ...catalog.filter((c) => booked.includes(c.code)).flatMap((c) => c.includes)],
    catalog,
  );
  const nameOf = (code: string) => coverages.find((c) => c.code === code)?.name ?? code;
  const assistance = coverages.find((c) => c.kind === 'roadside');
  return (
    <Panel title={t('title')} testId="coverages">
      <fieldset aria-describedby={error ? 'coverage-error' : undefined}>
        <legend className="mb-3 text-sm text-slate-600">{t('intro')}</legend>
        <div className="grid gap-3">
          {coverages
            .filter((c) => c.kind === 'coverage')
            .map((c) => (
              <label
                key={c.code}
                className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand has-[:checked]:bg-slate-50 sm:grid-cols-[auto_1fr_auto]"
              >
                <input
                  type="checkbox"
                  name="coverage"
                  value={c.code}
                  checked={!!includedBy[c.code] || booked.includes(c.code)}
                  disabled={!!includedBy[c.code] || c.mandatory}
                  onChange={() => toggle(c.code)}
                  className="mt-1 size-4 accent-[var(--brand-primary)]"
                />
                <span>
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    {c.name}
                    {includedBy[c.code] ? (
                      <span
                        className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
                        data-testid="coverage-included"
                      >
                        {t('includedIn', { name: nameOf(includedBy[c.code]) })}
                      </span>
                    ) : (
                      c.mandatory && (
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                          {t('required')}
                        </span>
                      )
                    )}
                  </span>
                  {c.description && (
                    <span className="mt-1 block text-sm text-slate-600">{c.description}</span>
                  )}
                </span>
                <span className="col-start-2 text-sm font-semibold text-slate-800 sm:col-start-auto">
                  {includedBy[c.code]
                    ? t('included')
                    : t('perDay', { price: formatCents(c.dailyPrice, locale) })}
                </span>
              </label>
            ))}
        </div>
        {error && (
          <p
            id="coverage-error"
            className="mt-2 text-sm font-medium text-red-700"
            data-testid="coverage-error"
          >
            {error}
          </p>
        )}
      </fieldset>
      {assistance && (
        <div className="mt-5">
          <h3 className="text-sm font-bold text-slate-800">{t('roadsideTitle')}</h3>
          <label className="mt-2 flex cursor-pointer items-center gap-3 text-sm">
            <input
              type="checkbox"
              name="roadside"
              checked={roadside}
              onChange={(e) => onChange({ roadside: e.target.checked })}
              className="size-4 accent-[var(--brand-primary)]"
            />
            {t('roadside', { price: formatCents(assistance.dailyPrice, locale) })}
          </label>
        </div>
      )}
    </Panel>
  );
}
