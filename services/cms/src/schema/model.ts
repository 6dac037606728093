import { BRAND_KEYS, priceFieldOf } from '@rental/domain/brands';
import {
  bool, cents, choice, collection, createdAt, float, image, integer, json, longText,
  manyToOne, reference, sort, tags, text, timestamp, translationsOf, updatedAt,
} from './builders.ts';
import type { CollectionDef, ContentModel, RelationDef } from './types.ts';

/**
 * The content model of SPEC §3, as code. `apply.ts` creates whatever of it is missing and
 * never drops or rewrites what exists, so staff changes made in Studio survive a re-run.
 * Directus Core allows 25 collections: this model uses 21 (see docs/content-model.md).
 */

export const ACRISS_CLASSES = ['MCMR', 'ECMR', 'ECAR', 'CCAR', 'CDAR', 'ICAR', 'SCAR', 'FCAR', 'IFAR', 'SFAR', 'FFAR', 'PFAR', 'SVAR', 'FVAR', 'PPAR', 'FPBR'] as const;
export const CAR_STATUSES = ['available', 'low_availability', 'unavailable'] as const;
export const CAR_TYPES = ['economy', 'compact', 'sedan', 'suv', 'pickup', 'van', 'luxury'] as const;
export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export const FUELS = ['gas', 'diesel'] as const;
export const PAYMENT_GATEWAYS = ['metrobank', 'sandbox', 'paypal'] as const;
export const LANGUAGE_CODES = ['es-ES', 'en-US'] as const;

const collections: CollectionDef[] = [];
const relations: RelationDef[] = [];

const add = (def: CollectionDef): CollectionDef => {
  collections.push(def);
  return def;
};

/** Adds a collection and its `_translations` companion. */
const addTranslated = (def: CollectionDef, translated: Parameters<typeof translationsOf>[1]) => {
  const t = translationsOf(def, translated);
  def.fields.push(t.aliasField);
  add(def);
  add(t.collection);
  relations.push(...t.relations);
  for (const f of t.collection.fields) {
    if (f.meta?.interface === 'file-image') relations.push(manyToOne(t.collection.collection, f.field, 'directus_files'));
  }
  return def;
};

/** Declares the relation of every file-image field of a collection to the file library. */
const fileRelations = (def: CollectionDef) => {
  for (const f of def.fields) {
    if (f.meta?.interface === 'file-image') relations.push(manyToOne(def.collection, f.field, 'directus_files'));
  }
};

// ── Languages ────────────────────────────────────────────────────────────────
add(collection('languages', { icon: 'language', note: 'Languages the site is written in', primaryKey: 'string', primaryKeyField: 'code', displayTemplate: '{{name}}' }, [
  text('name', { required: true }),
  choice('direction', ['ltr', 'rtl'], { default: 'ltr' }),
]));

// ── Site config: one record per brand ────────────────────────────────────────
const sitesConfig = collection('sites_config', { icon: 'tune', note: 'One record per brand: identity, rules and site-wide content', displayTemplate: '{{siteName}} ({{brand}})' }, [
  choice('brand', BRAND_KEYS, { required: true, note: 'Brand key; the site built with NEXT_PUBLIC_BRAND=<key> shows this record' }),
  text('siteName', { required: true, note: 'Shown in the header and in titles: "{siteName} Car Rental"' }),
  image('logo', 'Brand logo (SVG preferred)'),
  text('primaryColor', { default: '#c2410c', note: 'Brand colour (hex) of buttons and badges, with white text on it: keep a contrast of at least 4.5:1 with white' }),
  text('accentColor', { default: '#1d2b4f', note: 'Dark brand colour (hex) for headings, prices and the footer; must read well on white' }),
  text('reservationBackgroundColor', { default: '#ffffff', note: 'Background of the reservation steps (hex)' }),
  integer('reservation_min_days', { default: 1, required: true, min: 1, note: 'Minimum rental days for this brand' }),
  tags('allowedCars', 'ACRISS classes this brand rents; empty means every class', ACRISS_CLASSES),
  choice('paymentGateway', PAYMENT_GATEWAYS, { default: 'metrobank', required: true, note: 'Card gateway used at checkout' }),
  timestamp('disableReservationsUntil', 'No pickups before this moment (UTC stored, shown in Panama time)'),
  bool('precheckinEnabled', true, 'Pre-check-in module switch'),
  text('rootPage', { note: 'Optional: path the home page redirects to (e.g. /promos); empty shows the home page' }),
  text('contactPhone', { note: 'Main phone, international format' }),
  text('contactEmail'),
  text('whatsapp', { note: 'WhatsApp number, international format' }),
  text('assistancePhone', { note: '24-hour roadside assistance phone' }),
  json('socialLinks', 'List of { "network": "facebook|instagram|x|tiktok|youtube|linkedin", "url": "https://…" }', 'list'),
  updatedAt(),
]);
sitesConfig.fields.find((f) => f.field === 'brand')!.schema = { is_nullable: false, is_unique: true, max_length: 64 };
sitesConfig.fields.find((f) => f.field === 'socialLinks')!.meta = {
  interface: 'list',
  special: ['cast-json'],
  width: 'full',
  note: 'Social network links',
  options: {
    template: '{{network}}',
    fields: [
      { field: 'network', name: 'network', type: 'string', meta: { interface: 'select-dropdown', options: { choices: ['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'linkedin'].map((v) => ({ text: v, value: v })) } } },
      { field: 'url', name: 'url', type: 'string', meta: { interface: 'input' } },
    ],
  },
};
addTranslated(sitesConfig, [
  text('heroTitle', { width: 'full' }),
  longText('heroSubtitle'),
  longText('footerDescription'),
  json('menu', 'Main menu: [{ "label": "…", "href": "/flota", "children": [{ "label": "…", "href": "…" }] }]'),
  text('seoDescription', { width: 'full', max: 320 }),
]);
fileRelations(sitesConfig);

// ── Info pages ───────────────────────────────────────────────────────────────
const infoPages = collection('info_pages', { icon: 'article', note: 'Pages under /info/{slug}', displayTemplate: '{{slug}}', sortField: 'sort' }, [
  text('slug', { required: true, unique: true, note: 'URL part: /info/{slug}; the terms page is the one whose slug contains "terminos"' }),
  choice('pageCategory', ['legal', 'help', 'corporate', 'services'], { default: 'help' }),
  bool('showCorporateForm', false, 'Show the corporate-plan contact form on this page'),
  sort(),
  updatedAt(),
]);
addTranslated(infoPages, [
  text('title', { required: true, width: 'full' }),
  longText('content', 'input-rich-text-md', 'Markdown'),
  image('pageImage', 'Optional image shown at the top of the page'),
]);

// ── Calls to action ──────────────────────────────────────────────────────────
const callsToAction = collection('calls_to_action', { icon: 'campaign', note: 'Teasers on the home page', sortField: 'sort', displayTemplate: '{{link}}' }, [
  text('link', { required: true, note: 'Relative path (/flota) or absolute URL' }),
  tags('brands', 'Brands that show this item; empty means all', BRAND_KEYS),
  sort(),
]);
addTranslated(callsToAction, [
  text('title', { required: true, width: 'full' }),
  longText('description'),
  text('buttonText'),
  image('image'),
]);

// ── Fleet ────────────────────────────────────────────────────────────────────
const fleet = add(collection('flota', { icon: 'directions_car', note: 'The fleet shared by all brands; each brand prices it in its own field', displayTemplate: '{{model}} ({{class}})' }, [
  text('brand', { default: 'firefly', note: 'Brand that listed the car (informational; brand fleets are chosen by allowed classes and a set price)' }),
  text('model', { required: true, note: 'Shown as "{model} or similar"' }),
  choice('status', CAR_STATUSES, { default: 'available', required: true }),
  bool('promo', false, 'Show the promotion badge'),
  choice('type', CAR_TYPES, { required: true }),
  choice('class', ACRISS_CLASSES, { required: true, note: 'ACRISS code' }),
  ...BRAND_KEYS.map((b) => cents(priceFieldOf(b), `Daily price for ${b}; empty means ${b} does not rent this car`)),
  integer('discount', { default: 0, min: 0, max: 100, note: 'Prepaid discount, percent' }),
  text('rentworks_prepaid_discount_id', { note: 'Discount id in the rental system' }),
  integer('minimum_days', { default: 1, required: true, min: 1 }),
  cents('prepaid_price', 'Optional fixed prepaid daily price; empty means price minus discount'),
  image('image'),
  integer('doors', { min: 2, max: 5 }),
  integer('luggage', { min: 0, max: 10, note: 'Suitcases' }),
  choice('transmission', TRANSMISSIONS, { default: 'automatic' }),
  choice('gas', FUELS, { default: 'gas', note: 'Fuel' }),
  integer('passengers', { min: 1, max: 15 }),
  updatedAt(),
]));
fileRelations(fleet);

// ── Branches ─────────────────────────────────────────────────────────────────
add(collection('branches', { icon: 'store', note: 'Pickup and return places', sortField: 'sort', displayTemplate: '{{name}}' }, [
  text('code', { required: true, unique: true, max: 16, note: 'Short code, e.g. PTY' }),
  text('name', { required: true }),
  text('address', { width: 'full' }),
  text('phone'),
  float('latitude'),
  float('longitude'),
  json('hours', 'Opening hours per weekday in Panama time: { "mon": [["06:00","22:00"]], …, "sun": [] }; [["00:00","24:00"]] is open all day'),
  bool('isAirport', false, 'Airport branch: the concession fee applies to pickups here'),
  float('concessionFeePercent', 'Airport concession fee, percent of the rental'),
  cents('dropoffFee', 'Fee when a car picked up elsewhere is returned here', { default: 0 }),
  sort(),
]));

// ── Coverages ────────────────────────────────────────────────────────────────
const coverages = collection('coverages', { icon: 'shield', note: 'Protection products; one mandatory cover, optional ones and roadside assistance', sortField: 'sort', displayTemplate: '{{code}}' }, [
  text('code', { required: true, unique: true }),
  choice('kind', ['coverage', 'roadside'], { default: 'coverage', required: true, note: 'roadside = roadside assistance (era) line of the bill' }),
  cents('dailyPrice', 'Price per day', { required: true }),
  bool('mandatory', false, 'A renter must choose a mandatory coverage (or one that includes it)'),
  sort(),
]);
addTranslated(coverages, [text('name', { required: true }), longText('description')]);

// ── Promotions and job offers ────────────────────────────────────────────────
const promotions = collection('promotions', { icon: 'sell', note: 'Shown on /promos and the home page', sortField: 'sort', displayTemplate: '{{slug}}' }, [
  text('slug', { required: true, unique: true }),
  tags('brands', 'Brands that show this promotion; empty means all', BRAND_KEYS),
  text('couponCode', { note: 'Coupon that applies the promotion, if any' }),
  text('link', { note: 'Where the promotion leads (default /flota)' }),
  timestamp('validFrom'),
  timestamp('validUntil'),
  image('image'),
  sort(),
]);
addTranslated(promotions, [text('title', { required: true, width: 'full' }), longText('description'), longText('terms')]);
fileRelations(promotions);

const jobOffers = collection('job_offers', { icon: 'work', note: 'Openings listed on /jobs', sortField: 'sort', displayTemplate: '{{slug}}' }, [
  text('slug', { required: true, unique: true }),
  text('location'),
  choice('employmentType', ['full_time', 'part_time', 'temporary', 'internship'], { default: 'full_time' }),
  text('applyEmail', { note: 'Where candidates send their CV' }),
  bool('published', true),
  timestamp('closesAt'),
  sort(),
]);
addTranslated(jobOffers, [text('title', { required: true, width: 'full' }), longText('description', 'input-rich-text-md'), longText('requirements', 'input-rich-text-md')]);

// ── Coupons and redirects ────────────────────────────────────────────────────
add(collection('coupons', { icon: 'confirmation_number', note: 'Codes a renter types at /reserva', displayTemplate: '{{code}}' }, [
  text('code', { required: true, unique: true, note: 'Matched case-insensitively' }),
  integer('discountPercent', { min: 0, max: 100, note: 'Percent off the car total' }),
  cents('discountAmount', 'Fixed amount off'),
  tags('brands', 'Brands that accept this coupon; empty means all', BRAND_KEYS),
  timestamp('validFrom'),
  timestamp('validUntil'),
  bool('active', true),
]));

add(collection('redirects', { icon: 'alt_route', note: 'Per-path redirects looked up by the site', displayTemplate: '{{from}} → {{to}}' }, [
  text('from', { required: true, unique: true, note: 'Path without locale prefix, e.g. /ofertas' }),
  text('to', { required: true, note: 'Relative path (followed inside the site) or absolute URL (full page load)' }),
  choice('statusCode', ['301', '302', '307', '308'], { default: '302' }),
]));

// ── Transactional records (filled by the booking and pre-check-in flows) ─────
const reservations = add(collection('reservations', { icon: 'event_available', note: 'Bookings made on the site', displayTemplate: '{{code}} · {{status}}' }, [
  text('code', { required: true, unique: true, max: 16, note: 'Short human code given to the renter' }),
  choice('brand', BRAND_KEYS, { required: true }),
  choice('status', ['unpaid', 'pending_payment', 'paid', 'confirmed', 'cancelled'], { default: 'unpaid', required: true }),
  choice('payment_type', ['unpaid', 'card', 'paypal', 'counter'], { default: 'unpaid' }),
  choice('reservation_type', ['prepaid', 'postpaid'], { default: 'postpaid' }),
  reference('car', 'uuid', { template: '{{model}}' }),
  reference('pickup_branch', 'uuid', { template: '{{name}}' }),
  reference('return_branch', 'uuid', { template: '{{name}}' }),
  timestamp('pickup_date', 'UTC'),
  timestamp('return_date', 'UTC'),
  integer('total_reservations_days', { default: 1 }),
  json('client', 'Renter: name, last_name, email, license, birthday, phone_number'),
  json('extras', 'Chosen coverages, roadside assistance, delivery, coupon'),
  json('totals', 'Price breakdown in USD cents computed by the server'),
  text('language'),
  text('idempotency_key', { unique: true, note: 'Makes a retried submission create one reservation' }),
  text('precheckin_status', { note: 'none, submitted or completed' }),
  createdAt(),
  updatedAt(),
]));
relations.push(manyToOne('reservations', 'car', 'flota'), manyToOne('reservations', 'pickup_branch', 'branches'), manyToOne('reservations', 'return_branch', 'branches'));

add(collection('precheckins', { icon: 'how_to_reg', note: 'Online pre-check-in data, one per reservation', displayTemplate: '{{reservation.code}}' }, [
  reference('reservation', reservations.primaryKey, { template: '{{code}}' }),
  choice('status', ['draft', 'submitted', 'completed'], { default: 'draft' }),
  json('driver', 'Main driver details'),
  json('additional_drivers', 'Additional drivers'),
  json('preferences', 'Extras, contact preferences, reminder language'),
  timestamp('submitted_at'),
  createdAt(),
  updatedAt(),
]));
relations.push(manyToOne('precheckins', 'reservation', 'reservations', 'CASCADE'));

add(collection('payments', { icon: 'payments', note: 'Payment attempts and results; card number and CVV are never stored', displayTemplate: '{{provider}} {{status}} {{amount}}' }, [
  reference('reservation', reservations.primaryKey, { template: '{{code}}' }),
  choice('brand', BRAND_KEYS),
  choice('provider', ['sandbox', 'metrobank', 'paypal']),
  text('provider_reference', { unique: true }),
  cents('amount', 'Amount charged', { required: true }),
  text('currency', { default: 'USD' }),
  choice('status', ['pending', 'authorized', 'captured', 'declined', 'failed'], { default: 'pending' }),
  text('card_brand'),
  text('card_last4', { max: 4 }),
  createdAt(),
]));
relations.push(manyToOne('payments', 'reservation', 'reservations', 'NO ACTION'));

add(collection('corporate_leads', { icon: 'business_center', note: 'Corporate-plan enquiries sent from info pages', displayTemplate: '{{company}} · {{name}}' }, [
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
]));

export const contentModel: ContentModel = { collections, relations };

/** Collections the public site reads (the service policy's read grant). */
export const CONTENT_COLLECTIONS = collections
  .map((c) => c.collection)
  .filter((c) => !['reservations', 'precheckins', 'payments', 'corporate_leads'].includes(c));

/** Collections the site creates and updates records in. */
export const TRANSACTIONAL_COLLECTIONS = ['reservations', 'precheckins', 'payments'] as const;
