import type { BrandKey } from '@rental/domain/brands';
import { websiteCmsClient } from '../../cms/configured.ts';
import type { ServerConfig } from '../../config/server.ts';
import { inProcess, type Scheduler } from '../../jobs/scheduler.ts';
import type { Ticker } from '../../jobs/interval.ts';
import { configuredPaypal } from '../../gateways/options.ts';
import { reconcilePendingPaypal } from './reconcile.ts';

/**
 * The brand's PayPal reconciler on its own interval (PAYPAL_RECONCILE_INTERVAL_MS), run by
 * the brand's worker (apps/web/worker.ts), never by a visitor's request. Null when PayPal is
 * not configured. It writes payments and reservations as the website does, with the website's
 * token (WEBSITE_DIRECTUS_TOKEN), so the CMS's website guard checks its moves like the site's.
 */
export function startPaypalReconciler(
  config: ServerConfig,
  brand: BrandKey,
  log: (line: string) => void,
  schedule: Scheduler = inProcess(log),
): Ticker | null {
  const paypal = configuredPaypal(config);
  if (!paypal) return null;
  if (!config.WEBSITE_DIRECTUS_TOKEN)
    throw new Error(
      "WEBSITE_DIRECTUS_TOKEN is required by the worker when PayPal is configured: the website's Directus token, with which it records PayPal orders it reconciles",
    );
  const deps = {
    cms: websiteCmsClient(config),
    brand,
    now: () => new Date(),
    card: null,
    paypal,
    log,
  };
  return schedule('paypal-reconcile', config.PAYPAL_RECONCILE_INTERVAL_MS, async () => {
    try {
      await reconcilePendingPaypal(deps, {
        graceMs: config.PAYPAL_RECONCILE_GRACE_MS,
        now: new Date(),
      });
    } catch (error) {
      // Directus unreachable: the next run lists the same payments again.
      log(
        `[paypal-reconcile] run failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
}
