import { readServerConfig, type ServerConfig } from '../config/server.ts';
import { createCmsClient, type CmsClient, type CmsClientOptions } from './client.ts';

/** A CMS client with the server's settings (DIRECTUS_URL, DIRECTUS_TOKEN, CMS_TIMEOUT_MS). */
export function configuredCmsClient(
  overrides: Pick<CmsClientOptions, 'timeoutMs' | 'log'> = {},
): CmsClient {
  const config = readServerConfig();
  return createCmsClient({
    url: config.DIRECTUS_URL,
    staticToken: config.DIRECTUS_TOKEN,
    timeoutMs: config.CMS_TIMEOUT_MS,
    ...overrides,
  });
}

/**
 * The worker's client with the website's own token (WEBSITE_DIRECTUS_TOKEN): its PayPal
 * reconciler and ledger sweep write payments as the site does, under the website guard.
 */
export function websiteCmsClient(config: ServerConfig): CmsClient {
  if (!config.WEBSITE_DIRECTUS_TOKEN) throw new Error('WEBSITE_DIRECTUS_TOKEN is not set');
  return createCmsClient({
    url: config.DIRECTUS_URL,
    staticToken: config.WEBSITE_DIRECTUS_TOKEN,
    timeoutMs: config.CMS_TIMEOUT_MS,
  });
}
