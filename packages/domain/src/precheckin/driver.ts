import { z } from 'zod';
import { isValidPhone } from '../contact.ts';
import { ageOn } from '../age.ts';
import { MINIMUM_AGE } from '../forms/renter.ts';
import { isCountryCode, PANAMA } from './countries.ts';
import { parseIsoDay } from '../panama-time.ts';
import { MAX_ADDITIONAL_DRIVERS } from '../reservation/add-ons.ts';

/**
 * The online pre-check-in form: the main driver (who also gives an address in Panama, a phone
 * and, for airport pickups, the flight) and up to three additional drivers. Messages are
 * catalogue keys in `precheckin.errors`. Every string is trimmed.
 */

/** All dates are 'YYYY-MM-DD' Panama calendar dates. */
export interface PrecheckinContext {
  pickupDate: string;
  returnDate: string;
  today: string;
  airportPickup: boolean;
}

export { MAX_ADDITIONAL_DRIVERS };
/** A foreign licence is valid in Panama for this many days after the holder's entry into the country. */
export const FOREIGN_LICENCE_DAYS = 90;

const DOCUMENT_TYPES = ['passport', 'id'] as const;
const FLIGHT_NUMBER = /^[A-Z0-9]{2,3} ?\d{1,4}[A-Z]?$/i;

function addDays(date: string, days: number): string | null {
  const d = parseIsoDay(date);
  return d ? new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10) : null;
}

// No `abort` on 'required': an aborting field issue would keep the object rule below from running.
// The later checks skip '' instead, so each field reports one problem.
const text = () => z.string({ message: 'required' }).trim();
const required = (max: number) =>
  text().min(1, { message: 'required' }).max(max, { message: 'tooLong' });
const country = () =>
  text()
    .toUpperCase()
    .min(1, { message: 'required' })
    .refine((v) => v === '' || isCountryCode(v), { message: 'country' });

const isForeign = (licenseCountry: unknown): boolean =>
  typeof licenseCountry === 'string' &&
  isCountryCode(licenseCountry.trim().toUpperCase()) &&
  licenseCountry.trim().toUpperCase() !== PANAMA;

function personShape(ctx: PrecheckinContext) {
  return {
    name: required(80),
    last_name: required(80),
    birthday: text()
      .min(1, { message: 'required' })
      .superRefine((value, issues) => {
        if (value === '') return;
        if (!parseIsoDay(value)) return issues.addIssue({ code: 'custom', message: 'invalidDate' });
        const age = ageOn(value, ctx.pickupDate);
        if (age === null || age < MINIMUM_AGE) issues.addIssue({ code: 'custom', message: 'age' });
      }),
    license: required(40),
    license_country: country(),
    license_expiry: text()
      .min(1, { message: 'required' })
      .superRefine((value, issues) => {
        if (value === '') return;
        if (!parseIsoDay(value)) issues.addIssue({ code: 'custom', message: 'invalidDate' });
        else if (value < ctx.today) issues.addIssue({ code: 'custom', message: 'licenseExpired' });
        else if (value < ctx.returnDate)
          issues.addIssue({ code: 'custom', message: 'licenseValidThroughReturn' });
      }),
    document_type: text().pipe(z.enum(DOCUMENT_TYPES, { message: 'required' })),
    document_number: required(40),
    nationality: country(),
    /** Date of entry into Panama; required for a foreign licence (see the object rule). */
    entry_date: text().superRefine((value, issues) => {
      if (value === '') return;
      if (!parseIsoDay(value)) issues.addIssue({ code: 'custom', message: 'invalidDate' });
      else if (value > ctx.pickupDate)
        issues.addIssue({ code: 'custom', message: 'entryAfterPickup' });
    }),
  };
}

/**
 * The cross-field rule: a foreign licence needs the entry date. It runs even when other fields
 * failed (`when`), so that the whole form's problems show at once.
 */
function entryDateRule(
  value: { license_country: unknown; entry_date: unknown },
  issues: z.RefinementCtx,
): void {
  if (
    isForeign(value.license_country) &&
    typeof value.entry_date === 'string' &&
    value.entry_date.trim() === ''
  ) {
    issues.addIssue({ code: 'custom', message: 'required', path: ['entry_date'] });
  }
}
const evenAfterFieldErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

/** Any driver, main or additional. */
export function personSchema(ctx: PrecheckinContext) {
  return z
    .object(personShape(ctx), { message: 'required' })
    .superRefine(entryDateRule, evenAfterFieldErrors);
}

/** The whole form. `ctx.airportPickup` makes the flight number required. */
export function precheckinSchema(ctx: PrecheckinContext) {
  const driver = z.object(
    {
      ...personShape(ctx),
      /** Address or hotel in Panama. */
      address: required(200),
      phone: required(30).refine((v) => v === '' || v.length > 30 || isValidPhone(v), {
        message: 'phone',
      }),
      flight_number: text()
        .toUpperCase()
        .superRefine((value, issues) => {
          if (value === '') {
            if (ctx.airportPickup) issues.addIssue({ code: 'custom', message: 'required' });
          } else if (!FLIGHT_NUMBER.test(value))
            issues.addIssue({ code: 'custom', message: 'flightNumber' });
        }),
    },
    { message: 'required' },
  );
  return z.object({
    driver: driver.superRefine(entryDateRule, evenAfterFieldErrors),
    additional_drivers: z
      .array(personSchema(ctx), { message: 'required' })
      .max(MAX_ADDITIONAL_DRIVERS, { message: 'tooManyDrivers' }),
    terms: z.boolean({ message: 'terms' }).refine((accepted) => accepted, { message: 'terms' }),
  });
}

export type Person = z.output<ReturnType<typeof personSchema>>;
export type PrecheckinForm = z.output<ReturnType<typeof precheckinSchema>>;
export type PrecheckinDriver = PrecheckinForm['driver'];

/** What the browser keeps while the form is being filled: every field a string ('' when empty). */
export type PersonInput = { [K in keyof Person]: string };
export type PrecheckinDriverInput = { [K in keyof PrecheckinDriver]: string };
export interface PrecheckinInput {
  driver: PrecheckinDriverInput;
  additional_drivers: PersonInput[];
  terms: boolean;
}

export function emptyPerson(): PersonInput {
  return {
    name: '',
    last_name: '',
    birthday: '',
    license: '',
    license_country: '',
    license_expiry: '',
    document_type: '',
    document_number: '',
    nationality: '',
    entry_date: '',
  };
}

export function emptyPrecheckinForm(): PrecheckinInput {
  return {
    driver: { ...emptyPerson(), address: '', phone: '', flight_number: '' },
    additional_drivers: [],
    terms: false,
  };
}

interface LicenceEntry {
  license_country: string;
  entry_date: string;
}

/**
 * Drivers whose foreign licence stops being valid in Panama before the return date (90 days
 * after entry). Not an error: the rental goes ahead, but the counter will ask for a local licence.
 * `driver` is 'main' or the index in `additional_drivers`; `validUntil` is the last valid day.
 */
export function foreignLicenceWarnings(
  form: { driver: LicenceEntry; additional_drivers: readonly LicenceEntry[] },
  ctx: Pick<PrecheckinContext, 'returnDate'>,
): { driver: number | 'main'; validUntil: string }[] {
  const drivers: [number | 'main', LicenceEntry][] = [
    ['main', form.driver],
    ...form.additional_drivers.map((d, i): [number, LicenceEntry] => [i, d]),
  ];
  const warnings: { driver: number | 'main'; validUntil: string }[] = [];
  for (const [driver, entry] of drivers) {
    if (!isForeign(entry.license_country)) continue;
    const validUntil = addDays(entry.entry_date.trim(), FOREIGN_LICENCE_DAYS);
    if (validUntil !== null && ctx.returnDate > validUntil) warnings.push({ driver, validUntil });
  }
  return warnings;
}

/** The first message for each dotted path: 'driver.birthday', 'additional_drivers.0.license_expiry', 'terms'. */
export function issuesByPath(error: z.ZodError): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in byPath)) byPath[path] = issue.message;
  }
  return byPath;
}
