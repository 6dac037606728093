import type { MetadataRoute } from 'next';
import { localizedPath, LOCALES } from '@rental/domain/locale';

/** Public routes in both languages. (The content-pages issue adds info pages and hreflang.) */
const PUBLIC_PATHS = ['/', '/flota', '/sucursales', '/promos', '/jobs'];

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
  return PUBLIC_PATHS.flatMap((path) => LOCALES.map((locale) => ({ url: `${origin}${localizedPath(path, locale)}` })));
}
