import { BRAND_KEYS } from '@rental/domain/brands';
import { collection, day, integer, repeater, sort, tags, text, type RowField } from './builders.ts';
import type { ModelRegistry } from './registry.ts';
import type {
  AgeBandRow,
  ClassTermsRow,
  DayRangeRow,
  LengthDiscountRow,
  SeasonClassPriceRow,
} from './shapes.ts';
import { ACRISS_CLASSES } from './vocabulary.ts';

/**
 * What staff set about prices and closures over the calendar (docs/content-model.md
 * lists the fields, docs/reservation-flow.md how they price and refuse): seasons, length discounts, branch closed days and brand blackout
 * periods. Closures and discounts are lists on the branch and the brand's settings, edited as a
 * form per row; seasons are their own collection, ordered by staff (the first listed wins a day
 * two seasons share).
 */
const dayRange: readonly RowField[] = [
  { field: 'from', type: 'date', note: 'First day (Panama)' },
  { field: 'to', type: 'date', note: 'Last day, included' },
  { field: 'note', type: 'string', width: 'full' },
];

/** `branches.closed_days`: no pickup or return there on these days (holidays, works). */
export const closedDays = repeater<DayRangeRow>()(
  'closed_days',
  'Days the branch is closed (holidays, works): no pickup or return there on them',
  '{{from}} → {{to}} {{note}}',
  dayRange,
);

/** `sites_config.blackout_periods`: the brand hands out and takes back no car on these days. */
export const blackoutPeriods = repeater<DayRangeRow>()(
  'blackout_periods',
  'Days this brand takes no pickups or returns (blackout); rentals around them are fine',
  '{{from}} → {{to}} {{note}}',
  dayRange,
);

/** `sites_config.length_discounts`: the longest tier a rental reaches applies, off the car. */
export const lengthDiscounts = repeater<LengthDiscountRow>()(
  'length_discounts',
  'Discount on the car from a rental length on, e.g. 7 days 5 %, 30 days 15 %; the longest reached applies',
  '{{min_days}}+ days: −{{percent}} %',
  [
    { field: 'min_days', type: 'integer', note: 'From this many rental days' },
    { field: 'percent', type: 'integer', note: 'Percent off the car (1–90)' },
  ],
);

/** `sites_config.young_driver_bands`: a surcharge by the driver's age on the pickup day. */
export const youngDriverBands = repeater<AgeBandRow>()(
  'young_driver_bands',
  'Surcharge for young drivers by age on the pickup day, e.g. 21–22 and 23–24; an age in no band pays none',
  '{{min_age}}–{{max_age}}',
  [
    { field: 'min_age', type: 'integer', note: 'From this age' },
    { field: 'max_age', type: 'integer', note: 'To this age, included' },
    {
      field: 'daily_surcharge',
      type: 'integer',
      money: true,
      note: 'Surcharge per rental day (typed in US$, stored in USD cents)',
    },
    {
      field: 'cap',
      type: 'integer',
      money: true,
      note: 'At most this much per rental (typed in US$, stored in USD cents); empty: no cap',
    },
  ],
);

/** `sites_config.class_terms`: fuel, mileage and the security deposit per class. */
export const classTerms = repeater<ClassTermsRow>()(
  'class_terms',
  'Fuel, mileage and security deposit per car class; a row without a class is the default for the others',
  '{{class}}',
  [
    {
      field: 'class',
      type: 'string',
      choices: ACRISS_CLASSES,
      note: 'ACRISS class; empty: every class without a row of its own',
    },
    {
      field: 'fuel_quarter_charge',
      type: 'integer',
      money: true,
      note: 'Full to full: charge per quarter tank missing at the return (typed in US$, stored in USD cents)',
    },
    {
      field: 'km_per_day',
      type: 'integer',
      note: 'Km included per rental day; empty: unlimited',
    },
    {
      field: 'extra_km_price',
      type: 'integer',
      money: true,
      note: 'Price per km beyond the included ones (typed in US$, stored in USD cents)',
    },
    {
      field: 'deposit',
      type: 'integer',
      money: true,
      note: "Held on a credit card in the main driver's name (typed in US$, stored in USD cents)",
    },
    {
      field: 'reduced_deposit',
      type: 'integer',
      money: true,
      note: 'Held instead with the coverage below (typed in US$, stored in USD cents); empty: none',
    },
    {
      field: 'reduced_with',
      type: 'string',
      note: 'Code of the coverage that lowers the deposit (e.g. full-protection)',
    },
  ],
);

export const seasons = collection(
  'seasons',
  {
    icon: 'event',
    note: 'Seasonal rates: a class price or a percentage on the car for a range of days',
    displayTemplate: '{{name}} · {{first_day}} → {{last_day}}',
    sortField: 'sort',
  },
  [
    text('name', {
      required: true,
      note: 'Shown on the bill, e.g. "Temporada alta"',
    }),
    tags('brands', 'Brands this season applies to; empty means every brand', BRAND_KEYS),
    day('first_day', { required: true, note: 'First Panama day of the season' }),
    day('last_day', { required: true, note: 'Last Panama day, included' }),
    integer('percent', {
      min: -90,
      max: 300,
      note: "Percent on the car's daily price (+25 high season, −10 quiet weeks); for classes without a price below",
    }),
    repeater<SeasonClassPriceRow>()(
      'class_prices',
      'Daily price per car class in this season (typed in US$, stored in USD cents); replaces the percentage for that class',
      '{{class}}: {{price}}',
      [
        { field: 'class', type: 'string', choices: ACRISS_CLASSES },
        {
          field: 'price',
          type: 'integer',
          money: true,
          note: 'Daily price (typed in US$, stored in USD cents)',
        },
      ],
    ),
    sort(),
  ],
);

export function defineRates(r: ModelRegistry): void {
  r.add(seasons);
}
