import { BRAND_KEYS } from '@rental/domain/brands';
import { DELIVERY_STATUSES } from '@rental/domain/notifications/delivery';
import { ALL_MAIL_KINDS } from '@rental/domain/notifications/mail-kinds';
import type { Totals } from '@rental/domain/reservation/price';
import {
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  REFUND_STATUSES,
  RESERVATION_STATUSES,
} from '@rental/domain/reservation/states';
import { DEPOSIT_STATUSES } from '@rental/domain/reservation/deposit';
import { DOCUMENT_STATUSES, type StoredDocument } from '@rental/domain/invoicing/record';
import { PRIVACY_REQUEST_KINDS, type StoredPrivacyRequest } from '@rental/domain/privacy-rights';
import {
  cents,
  choice,
  closedSection,
  collection,
  createdAt,
  day,
  decimal,
  inGroup,
  integer,
  json,
  longText,
  manyToOne,
  reference,
  repeater,
  type RowField,
  text,
  timestamp,
  updatedAt,
} from './builders.ts';
import type { ModelRegistry } from './registry.ts';
import type { JsonObject, ReservationExtras } from './shapes.ts';
import { PAYMENT_PROVIDERS, PRECHECKIN_PROGRESS, RESERVATION_TYPES } from './vocabulary.ts';

/**
 * Records the site writes: bookings, pre-check-ins, payments and corporate leads. Typed
 * constants as in content.ts; defineTransactional registers them after the content.
 */

/**
 * A column of the booking lock (services/cms/extensions/availability/booking-lock.js writes it,
 * nothing else): hidden and read-only in Studio.
 */
const lockColumn = <const Name extends string>(field: Name, note: string) => {
  const def = text(field, { note, max: 120 });
  return { ...def, meta: { ...def.meta, hidden: true, readonly: true } };
};

/** Why the ledger's sweep could not settle a pending row (it writes it; the ledger report shows it). */
const ledgerNote = () =>
  longText(
    'ledger_note',
    'input-multiline',
    'Why the sweep could not settle this row yet; empty when nothing is wrong',
    { readonly: true },
  );

/**
 * The fiscal document a money row owes (docs/invoices.md): an invoice on a payment, a credit
 * note on a refund. Number, state and CUFE are columns staff sort and search; the document
 * itself (customer, lines, what the provider answered) is the JSON.
 */
const fiscalDocument = (kind: 'invoice' | 'credit note') =>
  [
    choice('invoice_status', DOCUMENT_STATUSES, {
      note: `The ${kind}: pending (written, the provider not yet answered), contingency (issued while the provider is down, sent when it answers), issued, rejected (the provider refused it: correct it in the document and set it pending again); empty: none owed yet`,
    }),
    text('invoice_number', {
      unique: true,
      max: 14,
      note: `The ${kind}'s number: billing point and ten digits (001-0000000042), never reused`,
    }),
    text('invoice_cufe', { note: 'Unique code (CUFE) the tax authority gave the document' }),
    timestamp('invoice_issued_at', 'The document’s date (UTC)'),
    json<StoredDocument>()(
      'invoice',
      `The ${kind} as sent to the provider and what it answered (docs/invoices.md)`,
    ),
  ] as const;

// ── Transactional records (filled by the booking and pre-check-in flows) ────────
/**
 * Directus stores a timestamp in UTC and shows it in the time zone of the computer Studio runs
 * on: an agent in Panama reads the pickup in Panama time (e2e/studio.spec.ts).
 */
const TRIP_TIME_NOTE =
  "In your computer's time zone: Panama time on a computer in Panama (stored in UTC)";

export const reservations = collection(
  'reservations',
  {
    icon: 'event_available',
    note: 'Bookings made on the site',
    displayTemplate:
      '{{code}} · {{renter_name}} {{renter_last_name}} · {{car.model}} · {{pickup_branch.code}} {{pickup_date}} · {{status}} · US$ {{total}}',
  },
  [
    text('code', {
      required: true,
      unique: true,
      max: 16,
      note: 'Short human code given to the renter',
    }),
    choice('brand', BRAND_KEYS, { required: true }),
    choice('status', RESERVATION_STATUSES, { default: 'unpaid', required: true }),
    choice('payment_type', PAYMENT_TYPES, { default: 'unpaid' }),
    choice('reservation_type', RESERVATION_TYPES, { default: 'postpaid' }),
    reference('car', 'uuid', { template: '{{model}}' }),
    reference('pickup_branch', 'uuid', { template: '{{name}}' }),
    reference('return_branch', 'uuid', { template: '{{name}}' }),
    timestamp('pickup_date', TRIP_TIME_NOTE),
    // Indexed: a booking's unit check (under its class's lock) reads the reservations still out
    // after its pickup, which this index finds without reading the years before.
    timestamp('return_date', TRIP_TIME_NOTE, { indexed: true }),
    integer('total_reservations_days', { default: 1 }),
    text('renter_name', { note: "Renter's first names" }),
    text('renter_last_name', { note: "Renter's last names" }),
    text('renter_email', { note: 'Where the renter gets every e-mail of this booking' }),
    text('renter_phone'),
    text('renter_license', { note: "Renter's driving licence number" }),
    day('renter_birthday', { note: "Renter's birthday (the age rule at the counter)" }),
    decimal('total', 'Total of the bill in US dollars (the server computed it)'),
    longText('bill', 'input-multiline', 'The bill line by line, as the site computed it', {
      readonly: true,
    }),
    // What the site sent, kept for the record: every fact an agent needs is a field above.
    closedSection('received', 'The booking as the site sent it (JSON), for the record'),
    inGroup(
      'received',
      json<JsonObject>()(
        'client',
        'Renter as the site received it: name, last_name, email, license, birthday, phone_number. The renter fields above are kept in step with it',
      ),
    ),
    inGroup(
      'received',
      json<ReservationExtras>()(
        'extras',
        'Chosen coverages, roadside assistance, delivery, coupon',
      ),
    ),
    inGroup(
      'received',
      json<Totals>()('totals', 'Price breakdown in USD cents computed by the server'),
    ),
    text('language'),
    text('idempotency_key', {
      unique: true,
      note: 'Makes a retried submission create one reservation',
    }),
    text('extra_units', {
      note: 'Units of each extra this booking holds at its pickup branch (|code=units|), counted by the inventory',
    }),
    text('coupon_use', {
      unique: true,
      note: "The coupon use this reservation holds (CODE#n): unique, so a coupon's limit holds under concurrent bookings. Clear it to give the use back (e.g. after a cancellation)",
    }),
    text('coupon_renter_use', {
      unique: true,
      note: "The renter's own use of the coupon (CODE|renter#n, renter = hash of the e-mail). Clear it to give the use back",
    }),
    choice('precheckin_status', PRECHECKIN_PROGRESS, {
      default: 'none',
      note: 'Online pre-check-in: none, submitted (driver verified) or completed (payment settled or left for the counter)',
    }),
    integer('change_count', {
      default: 0,
      min: 0,
      note: 'How often the renter changed dates, times or branches on the booking page (the calendar file SEQUENCE). The website may only raise it by one with each change',
    }),
    json<JsonObject>()(
      'preferences',
      'Renter preferences for this reservation: extras, contact channels, reminder language',
    ),
    lockColumn(
      'hold_keys',
      "Whose unpaid hold this is (keyed hashes of the visitor's address, the renter's e-mail and phone): bounds what one visitor holds at once",
    ),
    repeater<StoredPrivacyRequest>()(
      'privacy_requests',
      'The renter’s requests under Law 81 (rectification, deletion, objection) from the booking’s page, each with the day it must be answered by (docs/privacy.md)',
      '{{kind}} · {{status}} · {{due}}',
      [
        { field: 'kind', type: 'string', choices: PRIVACY_REQUEST_KINDS },
        { field: 'status', type: 'string', choices: ['open', 'done'] },
        { field: 'details', type: 'string', width: 'full' },
        { field: 'at', type: 'string' },
        { field: 'due', type: 'string' },
        { field: 'outcome', type: 'string', width: 'full' },
      ],
    ),
    day('privacy_request_due', {
      note: 'The day the oldest open request must be answered by (10 business days); empty: none open. Set the request done and clear this when answered',
    }),
    lockColumn(
      'lock_owner',
      'Who holds this booking while its money or trip moves (a site process, a worker); empty when free',
    ),
    lockColumn(
      'lock_until',
      'When the holder loses the booking lock unless it renews it (UTC, ISO 8601)',
    ),
    createdAt(),
    updatedAt(),
  ],
);

const DRIVER_ROWS: readonly RowField[] = [
  { field: 'name', type: 'string' },
  { field: 'last_name', type: 'string' },
  { field: 'birthday', type: 'string' },
  { field: 'license', type: 'string' },
  { field: 'license_country', type: 'string' },
  { field: 'license_expiry', type: 'string' },
  { field: 'document_type', type: 'string', choices: ['id', 'passport'] },
  { field: 'document_number', type: 'string' },
  { field: 'nationality', type: 'string' },
  { field: 'entry_date', type: 'string' },
];

// Personal documents' numbers live here, and the site's token may write but never read this
// collection: only staff (Studio) see them.
export const precheckins = collection(
  'precheckins',
  {
    icon: 'how_to_reg',
    note: 'Online pre-check-in data, one per reservation (staff only: the site can write but not read it)',
    displayTemplate: '{{reservation.code}} · {{status}}',
  },
  [
    reference('reservation', reservations.primaryKey, { template: '{{code}}' }),
    choice('status', ['draft', 'submitted', 'completed'], { default: 'draft' }),
    longText('drivers', 'input-multiline', 'Every driver line by line, as the renter sent them', {
      readonly: true,
    }),
    json<JsonObject>()('driver', 'Main driver details'),
    repeater<JsonObject>()(
      'additional_drivers',
      'Additional drivers',
      '{{name}} {{last_name}} · {{license}}',
      DRIVER_ROWS,
    ),
    text('language'),
    timestamp('submitted_at'),
    timestamp(
      'documents_deleted_at',
      'When the retention job deleted the drivers’ documents (their names stay)',
    ),
    createdAt(),
    updatedAt(),
  ],
);

export const payments = collection(
  'payments',
  {
    icon: 'payments',
    note: 'Payment attempts and results; card number and CVV are never stored',
    displayTemplate: '{{provider}} {{status}} {{amount}}',
  },
  [
    reference('reservation', reservations.primaryKey, { template: '{{code}}' }),
    choice('brand', BRAND_KEYS),
    choice('provider', PAYMENT_PROVIDERS),
    text('provider_reference', { unique: true }),
    cents('amount', 'Amount charged', { required: true }),
    text('currency', { default: 'USD' }),
    choice('status', [...PAYMENT_STATUSES, ...DEPOSIT_STATUSES], { default: 'pending' }),
    text('card_brand'),
    text('card_last4', { max: 4 }),
    json<JsonObject>()(
      'change',
      'For a change of trip that costs more: the new trip and bill this payment pays for, made once it is captured',
    ),
    timestamp('hold_expires_at', 'A deposit hold: when the bank lets it go'),
    cents('charged_amount', 'A deposit hold: the part charged for damage or fuel'),
    longText(
      'charge_reason',
      'input-multiline',
      'A deposit hold: why part was charged (told to the renter)',
    ),
    ...fiscalDocument('invoice'),
    ledgerNote(),
    createdAt(),
  ],
);

/**
 * What a renter's cancellation or cheaper change gave back: one row per payment it
 * comes from, keyed `refund:<reservation>:<payment>` or `change-refund:<reservation>:<n>:<payment>`
 * (unique), written before the gateway is asked, so a repeated cancellation or a retried
 * request finds it and never refunds twice.
 */
export const refunds = collection(
  'refunds',
  {
    icon: 'currency_exchange',
    note: "Refunds of cancelled or cheaper changed bookings through the original gateway; the fee is what the brand's cancellation policy kept",
    displayTemplate: '{{reservation.code}} · {{status}} · {{amount}}',
  },
  [
    text('idempotency_key', {
      required: true,
      unique: true,
      note: 'refund:<reservation>:<payment> (cancellation) or change-refund:<reservation>:<change>:<payment>: one refund per payment and event, whoever asks and however often',
    }),
    reference('reservation', reservations.primaryKey, { template: '{{code}}' }),
    reference('payment', payments.primaryKey, { template: '{{provider}} {{amount}}' }),
    choice('brand', BRAND_KEYS),
    choice('provider', PAYMENT_PROVIDERS),
    text('provider_reference', {
      unique: true,
      note: "The gateway's refund id (PayPal refund, the bank's reference); empty for a refund of nothing",
    }),
    cents('amount', 'Amount given back to the renter', { required: true }),
    cents('fee', 'Amount kept under the cancellation policy', { required: true }),
    text('currency', { default: 'USD' }),
    choice('status', REFUND_STATUSES, {
      default: 'pending',
      note: 'pending: recorded, the gateway not yet done; completed; failed: settle by hand',
    }),
    ...fiscalDocument('credit note'),
    ledgerNote(),
    createdAt(),
    updatedAt(),
  ],
);

export const corporateLeads = collection(
  'corporate_leads',
  {
    icon: 'business_center',
    note: 'Corporate-plan enquiries sent from info pages',
    displayTemplate: '{{company}} · {{name}}',
  },
  [
    choice('brand', BRAND_KEYS, { required: true }),
    text('company', { required: true }),
    text('name', { required: true }),
    text('email', { required: true }),
    text('phone'),
    integer('fleetSize', { min: 1, max: 100000, note: 'Vehicles the company needs' }),
    longText('message'),
    text('page', { note: 'Info page slug the enquiry came from' }),
    text('language'),
    choice('status', ['new', 'contacted', 'closed'], { default: 'new' }),
    createdAt(),
  ],
);

/**
 * The e-mails the site owes and where each stands (docs/mail.md): written before a message is
 * sent, so none is lost to a crash or an SMTP outage, and staff see in Studio what went out.
 */
export const emailOutbox = collection(
  'email_outbox',
  {
    icon: 'outgoing_mail',
    note: 'E-mails to renters and staff and their delivery: queued, sending, sent, skipped (no longer wanted) or failed',
    displayTemplate: '{{kind}} · {{recipient}} · {{status}}',
  },
  [
    text('key', {
      required: true,
      unique: true,
      note: 'The event this message is for (kind:reservation or kind:lead): unique, so an event never sends two e-mails',
    }),
    choice('kind', ALL_MAIL_KINDS, { required: true }),
    choice('brand', BRAND_KEYS, { required: true }),
    reference('reservation', reservations.primaryKey, { template: '{{code}}' }),
    reference('corporate_lead', corporateLeads.primaryKey, {
      template: '{{company}}',
      note: 'The corporate enquiry this message is about (staff’s lead e-mail)',
    }),
    text('recipient', { required: true }),
    text('language'),
    choice('status', DELIVERY_STATUSES, { default: 'queued', required: true }),
    integer('attempts', { default: 0, required: true, min: 0 }),
    timestamp('next_attempt_at', 'When a failed send is tried again'),
    timestamp('claimed_at', 'When the worker last started sending it'),
    timestamp('sent_at'),
    text('subject', { note: 'Subject of the e-mail as sent' }),
    longText('last_error', 'input-multiline', 'Why the last attempt failed'),
    createdAt(),
  ],
);

/** Registers the transactional collections and their relations to reservations, cars and branches. */
export function defineTransactional(r: ModelRegistry): void {
  r.add(reservations);
  r.relate(
    manyToOne('reservations', 'car', 'flota'),
    manyToOne('reservations', 'pickup_branch', 'branches'),
    manyToOne('reservations', 'return_branch', 'branches'),
  );
  r.add(precheckins);
  r.relate(manyToOne('precheckins', 'reservation', 'reservations', 'CASCADE'));
  r.add(payments);
  r.relate(manyToOne('payments', 'reservation', 'reservations', 'NO ACTION'));
  r.add(refunds);
  r.relate(
    manyToOne('refunds', 'reservation', 'reservations', 'NO ACTION'),
    manyToOne('refunds', 'payment', 'payments', 'NO ACTION'),
  );
  r.add(corporateLeads);
  r.add(emailOutbox);
  r.relate(
    manyToOne('email_outbox', 'reservation', 'reservations', 'CASCADE'),
    manyToOne('email_outbox', 'corporate_lead', 'corporate_leads', 'CASCADE'),
  );
}
