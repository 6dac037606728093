'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { localizedPath, type Locale } from '@rental/domain/locale';
import {
  runGuards,
  type GuardContext,
  type GuardDecision,
} from '@rental/domain/reservation/guards';
import { useDocumentTitle } from '../use-document-title.ts';
import { ButtonLink } from '../ui/button.tsx';

const NOTHING: GuardContext = {
  draft: null,
  precheckinEnabled: false,
  hasPrecheckinData: false,
  cameFromPreviousStep: false,
};

/**
 * A step behind SPEC §2's guards, decided in the browser where the state lives: a failed guard
 * gives the 404, a redirect is followed. `context` is null until the browser's state is read.
 */
export function useGuards(
  guards: readonly string[],
  context: Partial<GuardContext> | null,
): GuardDecision | null {
  const decision = context ? runGuards(guards, { ...NOTHING, ...context }) : null;
  const router = useRouter();
  const locale = useLocale() as Locale;
  const target = decision?.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (target) router.replace(localizedPath(target, locale));
  }, [target, locale, router]);
  return decision;
}

/** The 404 of a guard, inside the page's layout. */
export function GuardNotFound() {
  const t = useTranslations('errorScreen');
  const locale = useLocale() as Locale;
  useEffect(() => console.info('Page Not Found'), []);
  useDocumentTitle(t('heading'));
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-testid="guard-not-found">
      <h1 className="text-3xl font-bold text-brand-accent">{t('heading')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <ButtonLink href={localizedPath('/', locale)} flat className="mt-6 inline-block">
        {t('back')}
      </ButtonLink>
      <span hidden data-testid="error-message" data-error-message="Page Not Found" />
    </section>
  );
}
