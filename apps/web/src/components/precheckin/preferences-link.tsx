'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatPanamaDate } from '@rental/domain/dates';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { loadPreferences } from '@/lib/precheckin/actions';
import { DelayedPrefetchLink } from '../delayed-prefetch-link.tsx';
import { Panel, PanelTitle } from '../ui/panel.tsx';
import { classes } from '../ui/classes.ts';
import { smallButtonClass } from '../ui/button.tsx';

const PREFERENCES = '/precheckin/preferences';

/** From the thanks page to the preferences: now, in this tab, or later by a signed link that lasts until the rental ends. */
export function PreferencesLink({ session, origin }: { session: string; origin: string }) {
  const t = useTranslations('precheckin.thanks');
  const locale = useLocale() as Locale;
  const [link, setLink] = useState<{ url: string; until: string } | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!origin) return;
    loadPreferences({ kind: 'session', value: session }, locale).then(
      (r) =>
        r.ok &&
        setLink({
          url: `${origin}${localizedPath(PREFERENCES, locale)}?t=${encodeURIComponent(r.link)}`,
          until: r.linkExpires,
        }),
      () => undefined,
    );
  }, [session, origin, locale]);
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <Panel as="div" testId="preferences-box">
      <PanelTitle className="mb-2">{t('preferencesTitle')}</PanelTitle>
      <p className="text-sm text-slate-700">{t('preferencesText')}</p>
      <DelayedPrefetchLink
        href={localizedPath(PREFERENCES, locale)}
        className={classes(smallButtonClass, 'mt-4 inline-block')}
        data-testid="preferences-button"
      >
        {t('preferencesButton')}
      </DelayedPrefetchLink>
      {link && (
        <div className="mt-4">
          <label htmlFor="preferences-link" className="text-sm font-semibold text-slate-800">
            {t('linkLabel', { until: formatPanamaDate(link.until, locale) })}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="preferences-link"
              readOnly
              value={link.url}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-xs text-slate-700"
              data-testid="preferences-link"
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              onClick={() => void copy()}
              className="rounded-full border border-brand px-4 text-sm font-semibold text-brand-accent"
            >
              {copied ? t('copied') : t('copy')}
            </button>
          </div>
        </div>
      )}
    </Panel>
  );
}
