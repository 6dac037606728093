/**
 * Business events (docs/operations.md "Logs"): one log line each, with the fields an
 * operator counts by — never a renter's name, e-mail, phone or card. The production server
 * and the worker turn `console.info({ event })` into a JSON line carrying the brand and the
 * request id (apps/web/src/server/log-lines.ts).
 */
export type BusinessEvent =
  'reservation.created' | 'payment.captured' | 'email.sent' | 'staff.action';

type Value = string | number | boolean | null;

export function businessEvent(event: BusinessEvent, fields: Record<string, Value>): void {
  console.info({ event, ...fields });
}
