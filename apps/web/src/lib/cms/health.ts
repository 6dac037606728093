import type { CmsClient } from './client.ts';

/**
 * Whether Directus can serve the site now (/api/ready): its own health check (database,
 * cache, storage as Directus judges them) and one read with the site's token, which proves
 * the token and the content the pages need.
 */
export async function cmsReady(cms: CmsClient): Promise<void> {
  await cms.endpoint('/server/health', {});
  await cms.list('sites_config', { fields: ['id'], limit: 1 });
}
