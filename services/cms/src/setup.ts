/**
 * `npm run cms:setup`: bootstrap the database, start Directus if it is not running, apply
 * the schema, ensure the site's service access and seed content; then stop what it started.
 * Safe to run any number of times.
 */
import { provision } from './provision.ts';
import {
  bootstrapDirectus,
  isDirectusUp,
  resolveCmsConfig,
  startDirectus,
  waitForDirectus,
  type RunningDirectus,
} from './runtime.ts';

const log = (line: string) => console.log(`[cms-setup] ${line}`);

export async function setup(): Promise<void> {
  const config = resolveCmsConfig();
  let started: RunningDirectus | undefined;
  try {
    if (!(await isDirectusUp(config.url))) {
      await bootstrapDirectus(config, (l) => log(l));
      started = startDirectus(config, (l) => log(l));
      await waitForDirectus(config.url, 90_000, started);
    }
    await provision(config, log);
    log(`done: Directus at ${config.publicUrl}, admin ${config.adminEmail}`);
  } finally {
    await started?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  setup().catch((error: unknown) => {
    console.error(`[cms-setup] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
