import type { BrandKey } from '@rental/domain/brands';
import { websiteCmsClient } from '../cms/configured.ts';
import type { ServerConfig } from '../config/server.ts';
import type { Ticker } from '../jobs/interval.ts';
import { inProcess, type Scheduler } from '../jobs/scheduler.ts';
import { refundGateways } from '../gateways/options.ts';
import type { CmsClient } from '../cms/client.ts';
import { sweepLedger, type SweepReport } from './ledger-sweep.ts';

/** The ledger sweep on its interval, with the website's token so the guard checks its moves; null without that token. */
export function startLedgerSweep(
  config: ServerConfig,
  brand: BrandKey,
  log: (line: string) => void,
  schedule: Scheduler = inProcess(log),
  /** Told what stayed unsettled after each run (the worker queues the branch's e-mails). */
  onUnsettled?: (cms: CmsClient, report: SweepReport) => Promise<void>,
): Ticker | null {
  if (!config.WEBSITE_DIRECTUS_TOKEN) {
    log('[ledger] WEBSITE_DIRECTUS_TOKEN is not set: this worker does not sweep the ledger');
    return null;
  }
  const deps = {
    cms: websiteCmsClient(config),
    brand,
    now: () => new Date(),
    ...refundGateways(config),
    log,
  };
  return schedule('ledger-sweep', config.LEDGER_SWEEP_INTERVAL_MS, async () => {
    try {
      const report = await sweepLedger(deps, {
        now: new Date(),
        graceMs: config.LEDGER_SWEEP_GRACE_MS,
      });
      if (report.settled || report.returned)
        log(`[ledger] ${brand}: ${report.settled} settled, ${report.returned} returned`);
      for (const open of report.unsettled)
        log(`[ledger] ${brand}: ${open.reservation} ${open.row} not settled: ${open.reason}`);
      if (report.unsettled.length) await onUnsettled?.(deps.cms, report);
    } catch (error) {
      log(`[ledger] sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
