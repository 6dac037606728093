import { readServerConfig } from '../config/server.ts';
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
