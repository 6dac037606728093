import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/config/server';

/** Crawl the public pages; the booking and pre-check-in steps, the booking's page and the API are private. */
export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/reserva',
          '/en/reserva',
          '/es/reserva',
          '/precheckin',
          '/en/precheckin',
          '/es/precheckin',
          '/mi-reserva',
          '/en/mi-reserva',
          '/es/mi-reserva',
          '/api/',
        ],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
  };
}
