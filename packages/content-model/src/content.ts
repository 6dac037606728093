import {
  DEFAULT_PAYMENT_WINDOW_MINUTES,
  MAX_PAYMENT_WINDOW_MINUTES,
  MIN_PAYMENT_WINDOW_MINUTES,
} from '@rental/domain/reservation/expiry';
import { DEFAULT_TURNAROUND_MINUTES } from '@rental/domain/reservation/inventory';
import { MAX_REMINDER_HOURS } from '@rental/domain/notifications/schedule';
import { BRAND_KEYS, priceFieldOf } from '@rental/domain/brands';
import { WEEKDAYS, type HoursRow } from '@rental/domain/hours';
import {
  bool,
  cents,
  choice,
  collection,
  float,
  image,
  integer,
  json,
  longText,
  repeater,
  sort,
  tags,
  text,
  timestamp,
  translated,
  updatedAt,
} from './builders.ts';
import {
  blackoutPeriods,
  classTerms,
  closedDays,
  lengthDiscounts,
  youngDriverBands,
} from './rates.ts';
import type { ModelRegistry } from './registry.ts';
import type { MenuItem, SocialLink } from './shapes.ts';
import {
  ACRISS_CLASSES,
  CAR_STATUSES,
  CAR_TYPES,
  COVERAGE_KINDS,
  EMPLOYMENT_TYPES,
  FUELS,
  PAGE_CATEGORIES,
  PAYMENT_GATEWAYS,
  REDIRECT_STATUS_CODES,
  SOCIAL_NETWORKS,
  TEXT_DIRECTIONS,
  TRANSMISSIONS,
} from './vocabulary.ts';

/**
 * The content staff edit in Studio (SPEC §3): site config, pages, fleet, branches, offers.
 * Each collection is a typed constant (records.ts reads their record types); defineContent
 * registers them, in the order the applied model has always had.
 */

// ── Languages ──────────────────────────────────────────────────────────────────
export const languages = collection(
  'languages',
  {
    icon: 'language',
    note: 'Languages the site is written in',
    primaryKey: 'string',
    primaryKeyField: 'code',
    displayTemplate: '{{name}}',
  },
  [text('name', { required: true }), choice('direction', TEXT_DIRECTIONS, { default: 'ltr' })],
);

// ── Site config: one record per brand ──────────────────────────────────────────
export const sitesConfig = translated(
  collection(
    'sites_config',
    {
      icon: 'tune',
      note: 'One record per brand: identity, rules and site-wide content',
      displayTemplate: '{{siteName}} ({{brand}})',
    },
    [
      {
        ...choice('brand', BRAND_KEYS, {
          required: true,
          note: 'Brand key; the site built with NEXT_PUBLIC_BRAND=<key> shows this record',
        }),
        // One record per brand: the column is unique.
        schema: { is_nullable: false, is_unique: true, max_length: 64 },
      },
      text('siteName', {
        required: true,
        note: 'Shown in the header and in titles: "{siteName} Car Rental"',
      }),
      image('logo', 'Brand logo (SVG preferred)'),
      text('primaryColor', {
        default: '#c2410c',
        note: 'Brand colour (hex) of buttons and badges, with white text on it: keep a contrast of at least 4.5:1 with white',
      }),
      text('accentColor', {
        default: '#1d2b4f',
        note: 'Dark brand colour (hex) for headings, prices and the footer; must read well on white',
      }),
      text('reservationBackgroundColor', {
        default: '#ffffff',
        note: 'Background of the reservation steps (hex)',
      }),
      integer('reservation_min_days', {
        default: 1,
        required: true,
        min: 1,
        note: 'Minimum rental days for this brand',
      }),
      tags(
        'allowedCars',
        'ACRISS classes this brand rents; empty means every class',
        ACRISS_CLASSES,
      ),
      choice('paymentGateway', PAYMENT_GATEWAYS, {
        default: 'metrobank',
        required: true,
        note: 'Card gateway used at checkout',
      }),
      timestamp(
        'disableReservationsUntil',
        "No pickups before this moment, in your computer's time zone: Panama time on a computer in Panama (stored in UTC)",
      ),
      integer('max_rental_days', {
        default: 60,
        required: true,
        min: 1,
        max: 365,
        note: 'Longest rental a renter may book online, in rental days',
      }),
      integer('booking_horizon_days', {
        default: 365,
        required: true,
        min: 1,
        max: 730,
        note: 'How many days ahead a pickup may be booked',
      }),
      lengthDiscounts,
      youngDriverBands,
      cents('additional_driver_daily_fee', 'Each additional driver, per rental day', {
        default: 0,
      }),
      cents(
        'additional_driver_cap',
        'Each additional driver, per rental at most; empty means no cap',
      ),
      classTerms,
      blackoutPeriods,
      bool('precheckinEnabled', true, 'Pre-check-in module switch'),
      integer('precheckin_invitation_hours', {
        default: 72,
        required: true,
        min: 1,
        max: MAX_REMINDER_HOURS,
        note: 'Hours before pickup the renter is invited by e-mail to pre-check-in',
      }),
      integer('pickup_reminder_hours', {
        default: 24,
        required: true,
        min: 1,
        max: MAX_REMINDER_HOURS,
        note: 'Hours before pickup the renter is reminded of it by e-mail',
      }),
      integer('cancellation_free_hours', {
        default: 24,
        required: true,
        min: 0,
        max: 720,
        note: 'Free cancellation until this many hours before pickup (everything paid online is refunded)',
      }),
      integer('cancellation_late_fee_percent', {
        default: 10,
        required: true,
        min: 0,
        max: 100,
        note: 'Kept from a prepaid booking cancelled later than that, until pickup (percent of the total)',
      }),
      integer('cancellation_no_show_fee_percent', {
        default: 100,
        required: true,
        min: 0,
        max: 100,
        note: 'Kept from a prepaid booking cancelled after its pickup time (percent of the total)',
      }),
      integer('payment_window_minutes', {
        default: DEFAULT_PAYMENT_WINDOW_MINUTES,
        required: true,
        min: MIN_PAYMENT_WINDOW_MINUTES,
        max: MAX_PAYMENT_WINDOW_MINUTES,
        note: 'Minutes a prepaid booking waits for its payment; after that it is marked abandoned and its coupon use given back',
      }),
      integer('driver_documents_retention_days', {
        default: 90,
        required: true,
        min: 1,
        max: 3650,
        note: 'Days after the return that the drivers’ documents from the pre-check-in are kept; then a job deletes them (docs/privacy.md)',
      }),
      text('invoice_billing_point', {
        max: 3,
        note: 'The brand’s billing point for electronic invoices (3 digits, not 000): each brand numbers its documents on its own point (docs/invoices.md)',
      }),
      text('invoice_branch_code', {
        max: 4,
        default: '0000',
        note: 'The issuing branch’s code with the invoice provider (0000: head office)',
      }),
      text('rootPage', {
        note: 'Optional: path the home page redirects to (e.g. /promos); empty shows the home page',
      }),
      text('contactPhone', { note: 'Main phone, international format' }),
      text('contactEmail'),
      text('corporate_leads_email', {
        note: 'Where corporate-plan enquiries are e-mailed; empty: the contact e-mail',
      }),
      text('whatsapp', { note: 'WhatsApp number, international format' }),
      text('assistancePhone', { note: '24-hour roadside assistance phone' }),
      repeater<SocialLink>()('socialLinks', 'Social network links', '{{network}}', [
        { field: 'network', type: 'string', choices: SOCIAL_NETWORKS },
        { field: 'url', type: 'string' },
      ]),
      updatedAt(),
    ],
  ),
  [
    text('heroTitle', { width: 'full' }),
    longText('heroSubtitle'),
    longText('footerDescription'),
    json<MenuItem[]>()(
      'menu',
      'Main menu: [{ "label": "…", "href": "/flota", "children": [{ "label": "…", "href": "…" }] }]',
    ),
    text('seoDescription', { width: 'full', max: 320 }),
  ],
);

// ── Info pages ─────────────────────────────────────────────────────────────────
export const infoPages = translated(
  collection(
    'info_pages',
    {
      icon: 'article',
      note: 'Pages under /info/{slug}',
      displayTemplate: '{{slug}}',
      sortField: 'sort',
    },
    [
      text('slug', {
        required: true,
        unique: true,
        note: 'URL part: /info/{slug}; the terms page is the one whose slug contains "terminos"',
      }),
      choice('pageCategory', PAGE_CATEGORIES, { default: 'help' }),
      bool('showCorporateForm', false, 'Show the corporate-plan contact form on this page'),
      sort(),
      updatedAt(),
    ],
  ),
  [
    text('title', { required: true, width: 'full' }),
    longText('content', 'input-rich-text-md', 'Markdown'),
    image('pageImage', 'Optional image shown at the top of the page'),
  ],
);

// ── Calls to action ────────────────────────────────────────────────────────────
export const callsToAction = translated(
  collection(
    'calls_to_action',
    {
      icon: 'campaign',
      note: 'Teasers on the home page',
      sortField: 'sort',
      displayTemplate: '{{link}}',
    },
    [
      text('link', { required: true, note: 'Relative path (/flota) or absolute URL' }),
      tags('brands', 'Brands that show this item; empty means all', BRAND_KEYS),
      sort(),
    ],
  ),
  [
    text('title', { required: true, width: 'full' }),
    longText('description'),
    text('buttonText'),
    image('image'),
  ],
);

// ── Fleet ──────────────────────────────────────────────────────────────────────
export const fleet = collection(
  'flota',
  {
    icon: 'directions_car',
    note: 'The fleet shared by all brands; each brand prices it in its own field',
    displayTemplate: '{{model}} ({{class}})',
  },
  [
    text('brand', {
      default: 'firefly',
      note: 'Brand that listed the car (informational; brand fleets are chosen by allowed classes and a set price)',
    }),
    text('model', { required: true, note: 'Shown as "{model} or similar"' }),
    choice('status', CAR_STATUSES, { default: 'available', required: true }),
    bool('promo', false, 'Show the promotion badge'),
    choice('type', CAR_TYPES, { required: true }),
    choice('class', ACRISS_CLASSES, { required: true, note: 'ACRISS code' }),
    ...BRAND_KEYS.map((b) =>
      cents(priceFieldOf(b), `Daily price for ${b}; empty means ${b} does not rent this car`),
    ),
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
  ],
);

// ── Branches ───────────────────────────────────────────────────────────────────
export const branches = collection(
  'branches',
  {
    icon: 'store',
    note: 'Pickup and return places',
    sortField: 'sort',
    displayTemplate: '{{name}}',
  },
  [
    text('code', { required: true, unique: true, max: 16, note: 'Short code, e.g. PTY' }),
    text('name', { required: true }),
    text('address', { width: 'full' }),
    text('phone'),
    text('email', {
      note: "The branch's e-mail: staff there are told of each new booking picked up here",
    }),
    float('latitude'),
    float('longitude'),
    repeater<HoursRow>()(
      'hours',
      'Opening hours in Panama time, one row per opening: a day without a row is closed, two rows make a split shift, 00:00 to 24:00 is open all day',
      '{{day}} {{opens}} – {{closes}}',
      [
        { field: 'day', type: 'string', choices: WEEKDAYS },
        { field: 'opens', type: 'string', note: 'HH:MM, e.g. 07:00' },
        { field: 'closes', type: 'string', note: 'HH:MM, e.g. 20:00; 24:00 is midnight' },
      ],
    ),
    bool('isAirport', false, 'Airport branch: the concession fee applies to pickups here'),
    float('concessionFeePercent', 'Airport concession fee, percent of the rental'),
    cents('dropoffFee', 'Fee when a car picked up elsewhere is returned here', { default: 0 }),
    integer('turnaround_minutes', {
      default: DEFAULT_TURNAROUND_MINUTES,
      min: 0,
      max: 2880,
      note: 'Time a returned car needs (cleaning, checks) before it can go out again',
    }),
    closedDays,
    sort(),
  ],
);

// ── Coverages ──────────────────────────────────────────────────────────────────
export const coverages = translated(
  collection(
    'coverages',
    {
      icon: 'shield',
      note: 'Protection products; one mandatory cover, optional ones and roadside assistance',
      sortField: 'sort',
      displayTemplate: '{{code}}',
    },
    [
      text('code', { required: true, unique: true }),
      choice('kind', COVERAGE_KINDS, {
        default: 'coverage',
        required: true,
        note: 'roadside = roadside assistance (era) line of the bill; extra = sold beside the car (child seat, GPS…), with stock per branch in Inventory',
      }),
      cents('dailyPrice', 'Price per day', { required: true }),
      cents('capPerRental', 'Extras: most one unit costs per rental; empty means no cap'),
      integer('maxQuantity', {
        default: 1,
        min: 1,
        max: 9,
        note: 'Extras: units one booking may take (e.g. 2 child seats)',
      }),
      bool(
        'mandatory',
        false,
        'A renter must choose a mandatory coverage (or one that includes it)',
      ),
      tags(
        'includes',
        'Codes of the coverages this one includes (full protection: basic-liability, cdw): chosen with it, they are shown as included and not charged. Empty: includes none',
      ),
      sort(),
    ],
  ),
  [text('name', { required: true }), longText('description')],
);

// ── Promotions and job offers ──────────────────────────────────────────────────
export const promotions = translated(
  collection(
    'promotions',
    {
      icon: 'sell',
      note: 'Shown on /promos and the home page',
      sortField: 'sort',
      displayTemplate: '{{slug}}',
    },
    [
      text('slug', { required: true, unique: true }),
      tags('brands', 'Brands that show this promotion; empty means all', BRAND_KEYS),
      text('couponCode', { note: 'Coupon that applies the promotion, if any' }),
      text('link', { note: 'Where the promotion leads (default /flota)' }),
      timestamp('validFrom'),
      timestamp('validUntil'),
      image('image'),
      sort(),
    ],
  ),
  [text('title', { required: true, width: 'full' }), longText('description'), longText('terms')],
);

export const jobOffers = translated(
  collection(
    'job_offers',
    {
      icon: 'work',
      note: 'Openings listed on /jobs',
      sortField: 'sort',
      displayTemplate: '{{slug}}',
    },
    [
      text('slug', { required: true, unique: true }),
      text('location'),
      choice('employmentType', EMPLOYMENT_TYPES, { default: 'full_time' }),
      text('applyEmail', { note: 'Where candidates send their CV' }),
      bool('published', true),
      timestamp('closesAt'),
      sort(),
    ],
  ),
  [
    text('title', { required: true, width: 'full' }),
    longText('description', 'input-rich-text-md'),
    longText('requirements', 'input-rich-text-md'),
  ],
);

// ── Coupons and redirects ──────────────────────────────────────────────────────
export const coupons = collection(
  'coupons',
  {
    icon: 'confirmation_number',
    note: 'Codes a renter types at /reserva',
    displayTemplate: '{{code}}',
  },
  [
    text('code', { required: true, unique: true, note: 'Matched case-insensitively' }),
    integer('discountPercent', { min: 0, max: 100, note: 'Percent off the car total' }),
    cents('discountAmount', 'Fixed amount off'),
    tags('brands', 'Brands that accept this coupon; empty means all', BRAND_KEYS),
    timestamp('validFrom'),
    timestamp('validUntil'),
    bool('active', true),
    integer('max_uses', {
      min: 1,
      note: 'Reservations this coupon may be used on in all; empty: no limit',
    }),
    integer('max_uses_per_renter', {
      min: 1,
      note: 'Reservations one renter (by e-mail) may use it on; empty: no limit',
    }),
  ],
);

export const redirects = collection(
  'redirects',
  {
    icon: 'alt_route',
    note: 'Per-path redirects looked up by the site',
    displayTemplate: '{{from}} → {{to}}',
  },
  [
    text('from', {
      required: true,
      unique: true,
      note: 'Path without locale prefix, e.g. /ofertas',
    }),
    text('to', {
      required: true,
      note: 'Relative path (followed inside the site) or absolute URL (full page load)',
    }),
    choice('statusCode', REDIRECT_STATUS_CODES, { default: '302' }),
  ],
);

/** Registers the content collections and their relations (the file library's among them). */
export function defineContent(r: ModelRegistry): void {
  r.add(languages);
  r.addTranslated(sitesConfig);
  r.fileRelations(sitesConfig.collection);
  r.addTranslated(infoPages);
  r.addTranslated(callsToAction);
  r.add(fleet);
  r.fileRelations(fleet);
  r.add(branches);
  r.addTranslated(coverages);
  r.addTranslated(promotions);
  r.fileRelations(promotions.collection);
  r.addTranslated(jobOffers);
  r.add(coupons);
  r.add(redirects);
}
