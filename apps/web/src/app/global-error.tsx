'use client';

import { useParams } from 'next/navigation';
import { resolveBrand } from '@rental/domain/brands';
import { FatalErrorScreen } from '@/components/fatal-error-screen';
import { themeStyle } from '@/lib/pages/theme';
import './globals.css';

/** Errors in the root layout itself, e.g. the site config failing to load ([Site Config Error]). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ locale?: string }>();
  const locale = params?.locale === 'en' ? 'en' : 'es';
  return (
    <html lang={locale} style={themeStyle(resolveBrand(process.env.NEXT_PUBLIC_BRAND))}>
      <body className="font-sans">
        <FatalErrorScreen error={error} locale={locale} />
      </body>
    </html>
  );
}
