import { loginAdmin } from './admin-client.ts';
import { ensureSiteAccess, ensureWorkerAccess } from './access.ts';
import type { CmsConfig } from './config.ts';
import { ensureRevalidateFlow } from './flows.ts';
import { applyModel } from './schema/apply.ts';
import { contentModel } from '@rental/content-model/model';
import { seedContent } from './seed.ts';
import { ensureStudioLinks } from './studio.ts';

export interface ProvisionReport {
  schema: { collections: number; fields: number; relations: number };
  seeded: Record<string, number>;
  files: number;
}

/** Schema, site access and seed content, against a running Directus. Idempotent. */
export async function provision(
  config: CmsConfig,
  log: (line: string) => void = () => {},
): Promise<ProvisionReport> {
  const admin = await loginAdmin(config.url, config.adminEmail, config.adminPassword);
  const schema = await applyModel(admin, contentModel);
  log(
    `schema: ${schema.collections.length} collections, ${schema.fields.length} fields, ${schema.relations.length} relations created`,
  );
  await ensureSiteAccess(admin, { email: config.siteUserEmail, token: config.siteToken });
  await ensureWorkerAccess(admin, { email: config.workerUserEmail, token: config.workerToken });
  log(
    `access: policies, roles and service users ${config.siteUserEmail} and ${config.workerUserEmail} in place`,
  );
  const flow = await ensureRevalidateFlow(admin, {
    urls: config.revalidateUrls,
    secret: config.revalidateSecret,
  });
  log(`flow: content changes refresh ${config.revalidateUrls.join(', ')} (${flow})`);
  log(`studio: occupancy report in the module bar (${await ensureStudioLinks(admin)})`);
  const seed = await seedContent(admin, {
    fleetUnits: config.seedFleetUnits,
    rates: config.seedRates,
  });
  const created = Object.entries(seed.created).filter(([, n]) => n > 0);
  log(
    `seed: ${created.length ? created.map(([c, n]) => `${n} ${c}`).join(', ') : 'nothing missing'}; ${seed.files} files uploaded`,
  );
  return {
    schema: {
      collections: schema.collections.length,
      fields: schema.fields.length,
      relations: schema.relations.length,
    },
    seeded: seed.created,
    files: seed.files,
  };
}
