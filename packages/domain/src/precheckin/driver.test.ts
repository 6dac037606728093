import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emptyPerson,
  emptyPrecheckinForm,
  FOREIGN_LICENCE_DAYS,
  foreignLicenceWarnings,
  issuesByPath,
  MAX_ADDITIONAL_DRIVERS,
  personSchema,
  precheckinSchema,
  type PrecheckinContext,
} from './driver.ts';

const ctx: PrecheckinContext = {
  pickupDate: '2026-12-10',
  returnDate: '2026-12-20',
  today: '2026-12-01',
  airportPickup: false,
};
const airport: PrecheckinContext = { ...ctx, airportPickup: true };

const person = {
  name: 'Ana',
  last_name: 'Pérez',
  birthday: '1990-05-01',
  license: 'PA-123456',
  license_country: 'PA',
  license_expiry: '2030-01-01',
  document_type: 'id',
  document_number: '8-123-456',
  nationality: 'PA',
  entry_date: '',
};
const tourist = {
  ...person,
  name: 'John',
  last_name: 'Smith',
  license: 'D1234567',
  license_country: 'US',
  document_type: 'passport',
  document_number: 'X1234567',
  nationality: 'US',
  entry_date: '2026-12-05',
};
const form = {
  driver: {
    ...person,
    address: 'Hotel Central, Casco Viejo',
    phone: '+507 6123-4567',
    flight_number: '',
  },
  additional_drivers: [] as unknown[],
  terms: true,
};

const personErrors = (input: unknown, c: PrecheckinContext = ctx) => {
  const r = personSchema(c).safeParse(input);
  return r.success ? {} : issuesByPath(r.error);
};
const formErrors = (input: unknown, c: PrecheckinContext = ctx) => {
  const r = precheckinSchema(c).safeParse(input);
  return r.success ? {} : issuesByPath(r.error);
};

describe('driver: person', () => {
  it('accepts a Panamanian driver and a tourist, trimming every string', () => {
    expect(personErrors(person)).toEqual({});
    expect(personErrors(tourist)).toEqual({});
    expect(
      personSchema(ctx).parse({
        ...person,
        name: '  Ana ',
        license: ' PA-123456 ',
        license_country: ' pa ',
        document_type: ' id ',
        nationality: 'pa',
        entry_date: ' ',
      }),
    ).toEqual({
      ...person,
      name: 'Ana',
    });
  });

  it('needs every field', () => {
    expect(personErrors(emptyPerson())).toEqual({
      name: 'required',
      last_name: 'required',
      birthday: 'required',
      license: 'required',
      license_country: 'required',
      license_expiry: 'required',
      document_type: 'required',
      document_number: 'required',
      nationality: 'required',
    });
    expect(personErrors({})).toMatchObject({
      name: 'required',
      birthday: 'required',
      document_type: 'required',
      entry_date: 'required',
    });
    expect(personErrors(null)).toEqual({ '': 'required' });
  });

  it('limits the lengths', () => {
    expect(
      personErrors({
        ...person,
        name: 'a'.repeat(80),
        last_name: 'b'.repeat(80),
        license: 'c'.repeat(40),
        document_number: 'd'.repeat(40),
      }),
    ).toEqual({});
    expect(
      personErrors({
        ...person,
        name: 'a'.repeat(81),
        last_name: 'b'.repeat(81),
        license: 'c'.repeat(41),
        document_number: 'd'.repeat(41),
      }),
    ).toEqual({
      name: 'tooLong',
      last_name: 'tooLong',
      license: 'tooLong',
      document_number: 'tooLong',
    });
  });

  it('counts the age on the pickup date: 21 exactly that day, not the day before', () => {
    expect(personErrors({ ...person, birthday: '2005-12-10' })).toEqual({});
    expect(personErrors({ ...person, birthday: '2005-12-11' })).toEqual({ birthday: 'age' });
    expect(
      personErrors({ ...person, birthday: '2005-12-11' }, { ...ctx, pickupDate: '2026-12-11' }),
    ).toEqual({});
    expect(personErrors({ ...person, birthday: '2030-01-01' })).toEqual({ birthday: 'age' });
  });

  it.each(['2000-02-30', '15/01/2000', '2000-01-015', '2000-1-15', 'yesterday', '2000-13-01'])(
    'rejects the birthday %j as invalidDate',
    (birthday) => {
      expect(personErrors({ ...person, birthday })).toEqual({ birthday: 'invalidDate' });
    },
  );

  it.each([
    ['2030-01-01', undefined],
    ['2026-12-21', undefined],
    ['2026-12-20', undefined],
    ['2026-12-19', 'licenseValidThroughReturn'],
    ['2026-12-01', 'licenseValidThroughReturn'],
    ['2026-11-30', 'licenseExpired'],
    ['2020-01-01', 'licenseExpired'],
    ['2026-12-32', 'invalidDate'],
    ['20261220', 'invalidDate'],
  ])(
    'licence expiring %s → %s (return 2026-12-20, today 2026-12-01)',
    (license_expiry, problem) => {
      expect(personErrors({ ...person, license_expiry })).toEqual(
        problem ? { license_expiry: problem } : {},
      );
    },
  );

  it('takes a passport or an ID card', () => {
    expect(personErrors({ ...person, document_type: 'passport' })).toEqual({});
    expect(personErrors({ ...person, document_type: 'licence' })).toEqual({
      document_type: 'required',
    });
  });

  it('needs real country codes', () => {
    expect(personErrors({ ...person, license_country: 'XX', nationality: 'Panama' })).toEqual({
      license_country: 'country',
      nationality: 'country',
    });
    expect(personErrors({ ...person, nationality: 'CO' })).toEqual({});
  });

  it('needs the entry date only for a foreign licence', () => {
    expect(personErrors({ ...tourist, entry_date: '' })).toEqual({ entry_date: 'required' });
    expect(personErrors({ ...tourist, entry_date: '   ' })).toEqual({ entry_date: 'required' });
    expect(personErrors({ ...person, entry_date: '' })).toEqual({});
    // A foreign national with a Panamanian licence does not need it either.
    expect(personErrors({ ...person, nationality: 'US', entry_date: '' })).toEqual({});
    // A Panamanian with a foreign licence does.
    expect(personErrors({ ...person, license_country: 'CR', entry_date: '' })).toEqual({
      entry_date: 'required',
    });
  });

  it('asks for the entry date together with the other problems', () => {
    expect(personErrors({ ...tourist, name: '', entry_date: '' })).toEqual({
      name: 'required',
      entry_date: 'required',
    });
    expect(
      personErrors({ ...tourist, name: undefined, birthday: 19900501, entry_date: '' }),
    ).toEqual({ name: 'required', birthday: 'required', entry_date: 'required' });
  });

  it('takes an entry date up to the pickup date', () => {
    expect(personErrors({ ...tourist, entry_date: '2026-12-10' })).toEqual({});
    expect(personErrors({ ...tourist, entry_date: '2026-12-11' })).toEqual({
      entry_date: 'entryAfterPickup',
    });
    expect(personErrors({ ...tourist, entry_date: '2026-02-30' })).toEqual({
      entry_date: 'invalidDate',
    });
    // Checked whenever given, even for a Panamanian licence.
    expect(personErrors({ ...person, entry_date: '2026-12-11' })).toEqual({
      entry_date: 'entryAfterPickup',
    });
  });
});

describe('driver: the whole form', () => {
  it('accepts a complete form', () => {
    expect(formErrors(form)).toEqual({});
    expect(formErrors({ ...form, additional_drivers: [tourist] })).toEqual({});
  });

  it('names each problem at its dotted path', () => {
    expect(formErrors(emptyPrecheckinForm(), airport)).toEqual({
      'driver.name': 'required',
      'driver.last_name': 'required',
      'driver.birthday': 'required',
      'driver.license': 'required',
      'driver.license_country': 'required',
      'driver.license_expiry': 'required',
      'driver.document_type': 'required',
      'driver.document_number': 'required',
      'driver.nationality': 'required',
      'driver.address': 'required',
      'driver.phone': 'required',
      'driver.flight_number': 'required',
      terms: 'terms',
    });
  });

  it('reports one problem per field', () => {
    const r = precheckinSchema(airport).safeParse({
      ...emptyPrecheckinForm(),
      driver: { ...emptyPrecheckinForm().driver, license_country: 'US', phone: 'x'.repeat(31) },
    });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(new Set(paths).size).toBe(paths.length);
    const errors = issuesByPath(r.error!);
    expect(errors).toMatchObject({
      'driver.phone': 'tooLong',
      'driver.entry_date': 'required',
      'driver.name': 'required',
      terms: 'terms',
    });
    expect(errors).not.toHaveProperty(['driver.license_country']);
  });

  it('needs a phone and an address in Panama', () => {
    expect(formErrors({ ...form, driver: { ...form.driver, phone: 'call me' } })).toEqual({
      'driver.phone': 'phone',
    });
    expect(formErrors({ ...form, driver: { ...form.driver, phone: '123' } })).toEqual({
      'driver.phone': 'phone',
    });
    expect(formErrors({ ...form, driver: { ...form.driver, address: 'a'.repeat(200) } })).toEqual(
      {},
    );
    expect(formErrors({ ...form, driver: { ...form.driver, address: 'a'.repeat(201) } })).toEqual({
      'driver.address': 'tooLong',
    });
  });

  it('needs the terms accepted', () => {
    expect(formErrors({ ...form, terms: false })).toEqual({ terms: 'terms' });
    expect(formErrors({ ...form, terms: 'true' })).toEqual({ terms: 'terms' });
  });

  it('needs the flight number only for an airport pickup', () => {
    expect(formErrors(form)).toEqual({});
    expect(formErrors(form, airport)).toEqual({ 'driver.flight_number': 'required' });
    expect(
      formErrors({ ...form, driver: { ...form.driver, flight_number: '  ' } }, airport),
    ).toEqual({ 'driver.flight_number': 'required' });
  });

  it.each([
    [' cm123 ', 'CM123'],
    ['cm 123', 'CM 123'],
    ['AA1234', 'AA1234'],
    ['u2 8801', 'U2 8801'],
    ['AVA 45', 'AVA 45'],
    ['b6 1234a', 'B6 1234A'],
  ])('takes the flight number %j as %j', (flight_number, expected) => {
    expect(
      precheckinSchema(airport).parse({ ...form, driver: { ...form.driver, flight_number } }).driver
        .flight_number,
    ).toBe(expected);
  });

  it.each(['CM-123', 'C 123', 'CM  123', 'CM 12345', 'COPA 123', 'CM', '1', 'CM123456'])(
    'rejects the flight number %j, airport or not',
    (flight_number) => {
      expect(formErrors({ ...form, driver: { ...form.driver, flight_number } }, airport)).toEqual({
        'driver.flight_number': 'flightNumber',
      });
      expect(formErrors({ ...form, driver: { ...form.driver, flight_number } })).toEqual({
        'driver.flight_number': 'flightNumber',
      });
    },
  );

  it('applies the driver rules to the main driver too', () => {
    expect(
      formErrors({
        ...form,
        driver: { ...form.driver, license_country: 'US', birthday: '2005-12-11' },
      }),
    ).toEqual({
      'driver.birthday': 'age',
      'driver.entry_date': 'required',
    });
  });

  it('checks each additional driver at its index', () => {
    expect(
      formErrors({ ...form, additional_drivers: [{ ...person, birthday: '2005-12-11' }] }),
    ).toEqual({ 'additional_drivers.0.birthday': 'age' });
    expect(
      formErrors({
        ...form,
        additional_drivers: [person, { ...tourist, license_expiry: '2026-12-19', entry_date: '' }],
      }),
    ).toEqual({
      'additional_drivers.1.license_expiry': 'licenseValidThroughReturn',
      'additional_drivers.1.entry_date': 'required',
    });
  });

  it(`takes up to ${MAX_ADDITIONAL_DRIVERS} additional drivers`, () => {
    expect(MAX_ADDITIONAL_DRIVERS).toBe(3);
    expect(formErrors({ ...form, additional_drivers: [person, person, person] })).toEqual({});
    expect(formErrors({ ...form, additional_drivers: [person, person, person, person] })).toEqual({
      additional_drivers: 'tooManyDrivers',
    });
  });
});

describe('driver: empty form', () => {
  it('is all empty strings, no additional drivers, terms not accepted', () => {
    expect(emptyPerson()).toEqual({
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
    });
    expect(emptyPrecheckinForm()).toEqual({
      driver: { ...emptyPerson(), address: '', phone: '', flight_number: '' },
      additional_drivers: [],
      terms: false,
    });
  });
  it('gives a fresh object each time', () => {
    const a = emptyPrecheckinForm();
    a.driver.name = 'X';
    a.additional_drivers.push(emptyPerson());
    expect(emptyPrecheckinForm().driver.name).toBe('');
    expect(emptyPrecheckinForm().additional_drivers).toEqual([]);
  });
});

describe('driver: foreign licence warnings', () => {
  const entry = (license_country: string, entry_date: string) => ({ license_country, entry_date });
  // Return on 2026-12-20: a licence entered 2026-09-21 is valid up to 2026-09-21 + 90 days = 2026-12-20.
  it(`warns when the return is more than ${FOREIGN_LICENCE_DAYS} days after entry`, () => {
    expect(FOREIGN_LICENCE_DAYS).toBe(90);
    expect(
      foreignLicenceWarnings({ driver: entry('US', '2026-09-21'), additional_drivers: [] }, ctx),
    ).toEqual([]);
    expect(
      foreignLicenceWarnings({ driver: entry('US', '2026-09-20'), additional_drivers: [] }, ctx),
    ).toEqual([{ driver: 'main', validUntil: '2026-12-19' }]);
    expect(
      foreignLicenceWarnings({ driver: entry('DE', '2026-01-15'), additional_drivers: [] }, ctx),
    ).toEqual([{ driver: 'main', validUntil: '2026-04-15' }]);
  });
  it('crosses month and year ends', () => {
    expect(
      foreignLicenceWarnings(
        { driver: entry('CA', '2026-11-15'), additional_drivers: [] },
        { returnDate: '2027-02-14' },
      ),
    ).toEqual([{ driver: 'main', validUntil: '2027-02-13' }]);
    expect(
      foreignLicenceWarnings(
        { driver: entry('CA', '2026-11-15'), additional_drivers: [] },
        { returnDate: '2027-02-13' },
      ),
    ).toEqual([]);
  });
  it('names additional drivers by index and skips Panamanian licences and missing or bad dates', () => {
    const warnings = foreignLicenceWarnings(
      {
        driver: entry('PA', '2026-01-01'),
        additional_drivers: [
          entry('US', ''),
          entry('CO', '2026-08-01'),
          entry('PA', '2026-08-01'),
          entry('MX', '2026-02-30'),
          entry('FR', '2026-12-01'),
        ],
      },
      ctx,
    );
    expect(warnings).toEqual([{ driver: 1, validUntil: '2026-10-30' }]);
  });
});

describe('issuesByPath', () => {
  it('keeps the first message for each path', () => {
    const schema = z.object({
      a: z.object({
        b: z.string().min(3, { message: 'first' }).regex(/^x+$/, { message: 'second' }),
      }),
      c: z.literal(true, { message: 'terms' }),
    });
    const r = schema.safeParse({ a: { b: 'y' }, c: false });
    expect(r.success).toBe(false);
    expect(issuesByPath(r.error!)).toEqual({ 'a.b': 'first', c: 'terms' });
  });
});
