import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { join } from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';
import { resolveBrand } from '@rental/domain/brands';
import { LOCALES } from '@rental/domain/locale';
import { ASSET_POLICY, securityHeaders } from '@rental/domain/security-headers';
import { readServerConfig } from './src/lib/config/server.ts';
import { brandIcon } from './src/lib/pages/theme.ts';

// Messages are compiled at build time, so browsers get no ICU message parser (intl-messageformat,
// about 12 KB of compressed JavaScript on every page; docs/performance.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: LOCALES, precompile: true },
  },
});

export default function config(phase: string): NextConfig {
  // The brand is a build-time value: an empty or unknown one stops the build and the server.
  const brand = resolveBrand(process.env.NEXT_PUBLIC_BRAND);
  // A server cannot run without its CMS settings: fail at start, naming the variable.
  if (phase === PHASE_PRODUCTION_SERVER || phase === PHASE_DEVELOPMENT_SERVER) readServerConfig();

  // Several processes of one brand (the scale-out profile) share Next's 'use cache' entries and
  // their invalidations through Redis; the build and a lone process keep Next's own memory store.
  const sharedCache =
    phase === PHASE_PRODUCTION_SERVER && process.env.REDIS_URL
      ? { default: join(process.cwd(), 'src/lib/next-cache/use-cache-handler.ts') }
      : undefined;
  // Next's page cache, keeping no page whose render straddled a Studio edit (lib/next-cache/).
  const pageCache =
    phase === PHASE_PRODUCTION_SERVER
      ? join(process.cwd(), 'src/lib/next-cache/page-cache-handler.ts')
      : undefined;

  // SPEC §4: every build has an identifier the client can see (BUILD_ID pins it, e.g. a commit).
  const buildId = process.env.BUILD_ID || `${brand}-${Date.now().toString(36)}`;

  return withNextIntl({
    distDir: process.env.NEXT_DIST_DIR || '.next',
    generateBuildId: () => buildId,
    env: { NEXT_PUBLIC_BRAND: brand, NEXT_PUBLIC_BUILD_ID: buildId },
    transpilePackages: ['@rental/domain'],
    poweredByHeader: false,
    // Public pages are prerendered per locale and their CMS data cached with tags (lib/cms).
    cacheComponents: true,
    cacheHandlers: sharedCache,
    cacheHandler: pageCache,
    partialPrefetching: true,
    cacheLife: {
      // CMS content: served from cache, refreshed in the background once a minute old;
      // kept (stale) for a year, so pages survive a CMS outage.
      content: { stale: 60, revalidate: 60, expire: 60 * 60 * 24 * 365 },
    },
    reactStrictMode: true,
    typedRoutes: false,
    experimental: { globalNotFound: true },
    // On every response, static files and API routes included. HSTS only when the site is
    // served over HTTPS (SITE_URL at build time: headers are part of the build's manifest).
    // Browsers and crawlers that ask for the conventional icon get the brand's (pages name it too).
    redirects: async () => [
      { source: '/favicon.ico', destination: brandIcon(brand), permanent: true },
    ],
    // CMS files keep their own sandbox policy (a later rule's header replaces an earlier one's;
    // the route sets it too).
    headers: async () => [
      {
        source: '/:path*',
        headers: securityHeaders({
          https: (process.env.SITE_URL ?? '').startsWith('https://'),
          dev: phase === PHASE_DEVELOPMENT_SERVER,
        }),
      },
      { source: '/assets/:id', headers: [{ key: 'Content-Security-Policy', value: ASSET_POLICY }] },
    ],
  });
}
