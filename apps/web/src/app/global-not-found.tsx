import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/not-found-screen';
import { BRAND } from '@/lib/config/brand';
import { brandIconMetadata } from '@/lib/pages/metadata';
import { themeStyle } from '@/lib/pages/theme';
import './globals.css';

/** Every 404 the proxy decides is rewritten to a path no route matches, so this page comes with a real 404 before anything streams. */
export const metadata: Metadata = {
  title: '404 - Página no encontrada',
  robots: { index: false },
  icons: brandIconMetadata(BRAND),
};

export default function GlobalNotFound() {
  return (
    <html lang="es" style={themeStyle(BRAND)} data-brand={BRAND}>
      <body className="min-h-dvh font-sans">
        <NotFoundScreen locale="es" />
      </body>
    </html>
  );
}
