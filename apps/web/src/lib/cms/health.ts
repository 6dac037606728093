import type { CmsClient } from './client.ts';

/** Whether Directus can serve the site now: its own health check, and one read with the site's token. */
export async function cmsReady(cms: CmsClient): Promise<void> {
  await cms.endpoint('/server/health', {});
  await cms.list('sites_config', { fields: ['id'], limit: 1 });
}
