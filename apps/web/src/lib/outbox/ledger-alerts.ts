import type { BrandKey } from '@rental/domain/brands';
import {
  LEDGER_ALERT_AFTER_MS,
  LEDGER_ALERT_KIND,
  ledgerAlertKey,
} from '@rental/domain/notifications/ledger-alert';
import { findReservation } from '../records/booking.ts';
import type { CmsClient } from '../cms/client.ts';
import { pendingRowsWithNotes } from '../records/ledger.ts';
import { fetchSiteConfig } from '../cms/queries.ts';
import { mailBrandOf } from './mail-brand.ts';
import type { LedgerAlertData } from '../../emails/staff-ledger-mail.tsx';
import { directusOutbox } from './directus.ts';
import type { NewMessage } from './types.ts';

/** A money row the ledger's sweep could not settle (lib/booking/ledger-sweep.ts). */
export interface UnsettledRow {
  reservation: string;
  row: string;
  reason: string;
  /** When the row was written (ISO). */
  since: string;
}

/**
 * Queues the pickup branch's e-mail once per row still unsettled LEDGER_ALERT_AFTER_MS after it
 * was written (a passing hiccup tells nobody). Returns how many were queued.
 */
export async function queueLedgerAlerts(
  cms: CmsClient,
  brand: BrandKey,
  rows: readonly UnsettledRow[],
  now: Date,
): Promise<number> {
  const old = rows.filter((r) => now.getTime() - Date.parse(r.since) >= LEDGER_ALERT_AFTER_MS);
  if (!old.length) return 0;
  const { store, reservations } = directusOutbox(cms, brand);
  const taken = await store.keysTaken(old.map((r) => ledgerAlertKey(r.row)));
  const fresh: NewMessage[] = [];
  for (const r of old.filter((row) => !taken.has(ledgerAlertKey(row.row)))) {
    const recipient = (await reservations.current(r.reservation))?.branchEmail;
    if (recipient)
      fresh.push({
        key: ledgerAlertKey(r.row),
        kind: LEDGER_ALERT_KIND,
        brand,
        reservation: r.reservation,
        recipient,
        // Staff read Spanish.
        language: 'es',
      });
  }
  if (fresh.length) await store.enqueue(fresh);
  return fresh.length;
}

/** The branch's e-mail about a booking's stuck money: its rows still pending, with the sweep's notes. */
export async function ledgerAlertData(
  cms: CmsClient,
  brand: BrandKey,
  reservationId: string,
  origin: string,
): Promise<LedgerAlertData | null> {
  const [reservation, site, rows] = await Promise.all([
    findReservation(cms, reservationId),
    fetchSiteConfig(cms, brand, 'es'),
    pendingRowsWithNotes(cms, reservationId),
  ]);
  if (!reservation) return null;
  return { brand: mailBrandOf(site, origin), code: reservation.code, rows };
}
