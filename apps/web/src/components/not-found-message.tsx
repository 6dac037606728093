'use client';

import { useEffect, useState } from 'react';
import { localizedPath, splitLocale, type Locale } from '@rental/domain/locale';
import { describeNotFound } from '@rental/domain/navigation';
import { ErrorScreen } from './error-screen.tsx';
import { useDocumentTitle } from './use-document-title.ts';

type Texts = Record<'heading' | 'text' | 'back', string>;

/**
 * The 404 screen. Every missing path shares one prerendered document (so that the 404
 * status is decided before anything streams), rendered in Spanish — SPEC §2's texts; in the
 * browser it switches to the language of the address asked for and records the SPEC §8
 * message ('Page not found: /x', 'Page Not Found: /info/X?y', 'Pagina no encontrada').
 */
export function LocalizedNotFound({
  texts,
  initialLocale,
  logoSrc,
  siteName,
}: {
  texts: Record<Locale, Texts>;
  initialLocale: Locale;
  logoSrc: string;
  siteName: string;
}) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const { pathname, search } = window.location;
    setLocale(splitLocale(pathname).locale ?? initialLocale);
    const text = describeNotFound(pathname, search);
    setMessage(text);
    console.info(text);
  }, [initialLocale]);
  const t = texts[locale];
  useDocumentTitle(t.heading);
  return (
    <ErrorScreen
      status={404}
      lang={locale}
      logoSrc={logoSrc}
      siteName={siteName}
      heading={t.heading}
      text={t.text}
      backLabel={t.back}
      homeHref={localizedPath('/', locale)}
      messageSlot={
        message ? <span hidden data-testid="error-message" data-error-message={message} /> : null
      }
    />
  );
}
