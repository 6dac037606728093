import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { resolveBrand } from '@rental/domain/brands';
import { readServerConfig } from './src/lib/config/server.ts';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

export default function config(phase: string): NextConfig {
  // The brand is a build-time value: an empty or unknown one stops the build and the server.
  const brand = resolveBrand(process.env.NEXT_PUBLIC_BRAND);
  // A server cannot run without its CMS settings: fail at start, naming the variable.
  if (phase === PHASE_PRODUCTION_SERVER || phase === PHASE_DEVELOPMENT_SERVER) readServerConfig();

  return withNextIntl({
    distDir: process.env.NEXT_DIST_DIR || '.next',
    env: { NEXT_PUBLIC_BRAND: brand },
    transpilePackages: ['@rental/domain'],
    poweredByHeader: false,
    reactStrictMode: true,
    typedRoutes: false,
  });
}
