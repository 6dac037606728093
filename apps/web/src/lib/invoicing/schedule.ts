import type { BrandKey } from '@rental/domain/brands';
import { DEFAULT_RETRY } from '@rental/domain/invoicing/record';
import { websiteCmsClient } from '../cms/configured.ts';
import type { ServerConfig } from '../config/server.ts';
import type { Ticker } from '../jobs/interval.ts';
import { inProcess, type Scheduler } from '../jobs/scheduler.ts';
import type { CmsClient } from '../cms/client.ts';
import type { IssuingDeps } from './issuing.ts';
import { issueOwedDocuments } from './issuing.ts';
import { invoiceProvider } from './provider.ts';

/**
 * Money taken more than this long before a worker starts is not invoiced for the first time:
 * switching invoicing on does not issue documents for last year's bookings.
 */
const FIRST_DOCUMENT_WINDOW_MS = 7 * 24 * 3_600_000;

/** The brand's invoicing on its interval, with the website's token (the guard checks it); null without a provider. */
export function startInvoicing(
  config: ServerConfig,
  brand: BrandKey,
  log: (line: string) => void,
  schedule: Scheduler = inProcess(log),
  /** Told of each document authorised, with the client it was issued through (the worker mails it). */
  onIssued?: (
    cms: CmsClient,
    ...row: Parameters<NonNullable<IssuingDeps['onIssued']>>
  ) => Promise<void>,
): Ticker | null {
  const provider = invoiceProvider(config);
  if (!provider || !config.WEBSITE_DIRECTUS_TOKEN) {
    log(
      `[invoices] ${brand}: ${provider ? 'WEBSITE_DIRECTUS_TOKEN' : 'INVOICE_API_URL'} is not set: no documents are issued; they wait in Studio`,
    );
    return null;
  }
  const cms = websiteCmsClient(config);
  const started = Date.now();
  return schedule('invoices', config.INVOICE_INTERVAL_MS, async () => {
    try {
      const report = await issueOwedDocuments({
        cms,
        brand,
        provider,
        now: () => new Date(),
        since: new Date(started - FIRST_DOCUMENT_WINDOW_MS),
        policy: { ...DEFAULT_RETRY, contingencyAfterMs: config.INVOICE_CONTINGENCY_AFTER_MS },
        log,
        onIssued: onIssued && ((collection, row) => onIssued(cms, collection, row)),
      });
      if (report.issued || report.refused)
        log(
          `[invoices] ${brand}: ${report.issued} issued, ${report.refused} refused, ${report.waiting} waiting`,
        );
    } catch (error) {
      log(
        `[invoices] ${brand}: run failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
}
