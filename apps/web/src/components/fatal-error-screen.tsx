'use client';

import { useEffect } from 'react';
import { resolveBrand, BRAND_FALLBACKS } from '@rental/domain/brands';
import { isLocale, localizedPath, type Locale } from '@rental/domain/locale';
import es from '../../messages/es/errorScreen.json';
import en from '../../messages/en/errorScreen.json';
import { ErrorScreen } from './error-screen.tsx';
import { fallbackLogo } from '@/lib/pages/theme';

const MESSAGES = { es, en } as const;

/** SPEC §8's error screen, inside error boundaries where config and messages may be missing: it reads the catalogue directly. */
export function FatalErrorScreen({
  error,
  locale,
}: {
  error: Error & { digest?: string };
  locale: string | undefined;
}) {
  const lang: Locale = isLocale(locale) ? locale : 'es';
  const brand = resolveBrand(process.env.NEXT_PUBLIC_BRAND);
  const t = MESSAGES[lang];
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      status={500}
      logoSrc={fallbackLogo(brand)}
      siteName={BRAND_FALLBACKS[brand].siteName}
      heading={t.heading}
      text={t.text}
      backLabel={t.back}
      homeHref={localizedPath('/', lang)}
      message={error.digest ? `Error: ${error.digest}` : 'Error'}
    />
  );
}
