import type { BrandKey } from '@rental/domain/brands';
import { websiteCmsClient } from '../cms/configured.ts';
import type { ServerConfig } from '../config/server.ts';
import type { Ticker } from '../jobs/interval.ts';
import { inProcess, type Scheduler } from '../jobs/scheduler.ts';
import { runRetention } from '../records/retention.ts';

/** How often the worker runs the retention job: its deadlines are days, a few runs a day keep them. */
const RETENTION_INTERVAL_MS = 6 * 3600_000;

/**
 * The retention job of Law 81 (docs/privacy.md) on its interval, with the website's token (the
 * CMS endpoint answers only it); null without that token. Each run's deletions are logged.
 */
export function startRetention(
  config: ServerConfig,
  brand: BrandKey,
  log: (line: string) => void,
  schedule: Scheduler = inProcess(log),
): Ticker | null {
  if (!config.WEBSITE_DIRECTUS_TOKEN) {
    log('[privacy] WEBSITE_DIRECTUS_TOKEN is not set: this worker does not run the retention job');
    return null;
  }
  const cms = websiteCmsClient(config);
  return schedule('retention', RETENTION_INTERVAL_MS, async () => {
    try {
      const report = await runRetention(cms, brand);
      log(
        `[privacy] ${brand}: retention deleted the drivers' documents of ${report.documents.length} pre-check-in(s) returned over ${report.documentDays} days ago` +
          ` and anonymised ${report.renters.length} abandoned booking(s)` +
          (report.renters.length ? ` (${report.renters.join(', ')})` : ''),
      );
    } catch (error) {
      log(`[privacy] retention failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
