import 'server-only';
import { createHash } from 'node:crypto';
import { BRAND, cms, getBranches } from '../cms/index.ts';
import { fetchSiteConfig } from '../cms/queries.ts';
import { readServerConfig } from '../config/server.ts';
import type { PrecheckinDeps } from './service.ts';

let secret: string | undefined;

/** The pre-check-in services wired to this server. Its signing key derives from the server's own CMS token, so it needs no setting of its own (rotating the token ends open sessions and links). */
export function precheckinDeps(): PrecheckinDeps {
  secret ??= createHash('sha256').update(`precheckin:${readServerConfig().DIRECTUS_TOKEN}`).digest('hex');
  return {
    cms: cms(),
    brand: BRAND,
    now: () => new Date(),
    secret,
    // The switch as staff set it now, not a cached page's copy.
    enabled: async () => (await fetchSiteConfig(cms(), BRAND, 'es')).precheckinEnabled,
    branches: () => getBranches(),
    log: console.error,
  };
}
