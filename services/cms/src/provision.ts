import { loginAdmin } from './admin-client.ts';
import { ensureSiteAccess, ensureWorkerAccess } from './access.ts';
import type { CmsConfig } from './config.ts';
import { ensureRevalidateFlow, ensureStaffActionFlow } from './flows.ts';
import { applyModel, type ApplyReport } from './schema/apply.ts';
import { contentModel } from '@rental/content-model/model';
import { seedContent } from './seed.ts';
import { ensureProjectName, ensureSpanishStudio, ensureStudioLinks } from './studio.ts';
import { ensureStudioWords } from './studio-words.ts';
import { migrateStoredData } from './migrations.ts';
import { ensureStaffViews } from './staff-views.ts';
import { DASHBOARD, ensureStaffDashboard } from './staff-dashboard.ts';
import { ensureStaffRoles } from './staff-access.ts';

export interface ProvisionReport {
  /** Created, and (updated) brought up to the model's Studio settings. */
  schema: { collections: number; fields: number; relations: number; updated: number };
  seeded: Record<string, number>;
  files: number;
}

/** The setup's line on the schema: what it created, and what it brought up to the model. */
function schemaLine({ collections, fields, relations, updated }: ApplyReport): string {
  const some = updated.slice(0, 8).join(', ') + (updated.length > 8 ? ', …' : '');
  return (
    `schema: ${collections.length} collections, ${fields.length} fields, ${relations.length} relations created; ` +
    `${updated.length} brought up to the model${updated.length ? ` (${some})` : ''}`
  );
}

/** Schema, site access and seed content, against a running Directus. Idempotent. */
export async function provision(
  config: CmsConfig,
  log: (line: string) => void = () => {},
): Promise<ProvisionReport> {
  const admin = await loginAdmin(config.url, config.adminEmail, config.adminPassword);
  const schema = await applyModel(admin, contentModel);
  log(schemaLine(schema));
  log(`data: ${await migrateStoredData(admin)}`);
  // An index Directus' field settings cannot express (extensions/website-guard/inventory-index.js).
  const { indexes } = await admin.post<{ indexes: string[] }>('/availability/indexes', {});
  log(`inventory: index ${indexes.join(', ')} in place`);
  await ensureSiteAccess(admin, { email: config.siteUserEmail, token: config.siteToken });
  await ensureWorkerAccess(admin, { email: config.workerUserEmail, token: config.workerToken });
  await ensureStaffRoles(admin);
  log(
    `access: policies, roles (Agente, Editor de contenido, Gerente) and service users ${config.siteUserEmail} and ${config.workerUserEmail} in place`,
  );
  const flow = await ensureRevalidateFlow(admin, { urls: config.revalidateUrls });
  log(`flow: content changes refresh ${config.revalidateUrls.join(', ')} (${flow})`);
  const staffFlow = await ensureStaffActionFlow(admin, { urls: config.revalidateUrls });
  log(`flow: staff actions on bookings (${staffFlow})`);
  log(`studio: occupancy report in the module bar (${await ensureStudioLinks(admin)})`);
  log(`studio: default language ${await ensureSpanishStudio(admin)}`);
  log(`studio: project "${await ensureProjectName(admin)}"`);
  const words = await ensureStudioWords(admin);
  log(
    `studio: ${words.choices} words for stored choices and ${words.notes} field notes written (es, en)`,
  );
  log(`studio: ${await ensureStaffViews(admin)} staff views written`);
  log(`studio: dashboard "${DASHBOARD.name}" ${await ensureStaffDashboard(admin)}`);
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
      updated: schema.updated.length,
    },
    seeded: seed.created,
    files: seed.files,
  };
}
