'use client';

import { useEffect, useState } from 'react';
import { localizedPath, splitLocale, type Locale } from '@rental/domain/locale';
import { describeNotFound } from '@rental/domain/navigation';
import { ErrorScreen } from './error-screen.tsx';
import { useDocumentTitle } from './use-document-title.ts';

type Texts = Record<'heading' | 'text' | 'back', string>;

/**
 * The 404 screen: one prerendered Spanish document so the status is decided before streaming;
 * the browser switches to the address's language and records the SPEC §8 message.
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
