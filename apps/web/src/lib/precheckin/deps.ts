import 'server-only';
import { createHash } from 'node:crypto';
import { getBranches } from '../cms/index.ts';
import { liveSiteConfig, serverDeps } from '../booking/deps.ts';
import { readServerConfig } from '../config/server.ts';
import type { PrecheckinDeps } from './service.ts';

let secret: string | undefined;

/** The pre-check-in services wired to this server. Its signing key derives from the server's own CMS token, so it needs no setting of its own (rotating the token ends open sessions and links). */
export function precheckinDeps(): PrecheckinDeps {
  secret ??= createHash('sha256')
    .update(`precheckin:${readServerConfig().DIRECTUS_TOKEN}`)
    .digest('hex');
  return {
    ...serverDeps(),
    secret,
    // The switch as staff set it now.
    enabled: async () => (await liveSiteConfig()).precheckinEnabled,
    branches: () => getBranches(),
    log: console.error,
  };
}
