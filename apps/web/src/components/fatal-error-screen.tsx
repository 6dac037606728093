'use client';

import { useEffect } from 'react';
import { resolveBrand, BRAND_FALLBACKS } from '@rental/domain/brands';
import { isLocale, localizedPath, type Locale } from '@rental/domain/locale';
import es from '../../messages/es/errorScreen.json';
import en from '../../messages/en/errorScreen.json';
import { ErrorScreen } from './error-screen.tsx';
import { fallbackLogo } from '@/lib/pages/theme';

const MESSAGES = { es, en } as const;

/**
 * SPEC §8: fatal errors show the 404-style error screen. This renders inside error
 * boundaries, possibly with no site config and no message provider, so it reads the
 * message catalogue directly and uses the logo shipped with the site.
 */
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
