import { describe, expect, it } from 'vitest';
import { cardBrand, cardSchema, cardSummary, expiryProblem, luhnValid } from './card.ts';
import { ageOn } from '../age.ts';
import { renterSchema, storedRenter } from './renter.ts';

const messages = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('renter form', () => {
  const valid = {
    name: 'Ana',
    last_name: 'Pérez',
    email: 'ana@example.com',
    phone_number: '+507 6123-4567',
    license: 'PA-123456',
    birthday: '2000-01-15',
    terms: true as const,
  };
  it('accepts a renter of 21 or more on the pickup date', () => {
    expect(renterSchema('2026-12-01').safeParse(valid).success).toBe(true);
  });
  it('takes the offers and WhatsApp opt-ins only as a yes or no of their own, no by default', () => {
    const parsed = renterSchema('2026-12-01').parse(valid);
    expect(parsed).toMatchObject({ marketing: false, whatsapp: false });
    expect(
      renterSchema('2026-12-01').parse({ ...valid, marketing: true, whatsapp: false }),
    ).toMatchObject({ marketing: true, whatsapp: false });
    expect(renterSchema('2026-12-01').safeParse({ ...valid, marketing: 'yes' }).success).toBe(
      false,
    );
  });
  it('counts the age on the pickup date, not today', () => {
    expect(ageOn('2005-12-10', '2026-12-09')).toBe(20);
    expect(ageOn('2005-12-10', '2026-12-10')).toBe(21);
    expect(
      messages(renterSchema('2026-12-09').safeParse({ ...valid, birthday: '2005-12-10' })),
    ).toEqual({ birthday: 'age' });
    expect(renterSchema('2026-12-10').safeParse({ ...valid, birthday: '2005-12-10' }).success).toBe(
      true,
    );
  });
  it('makes one schema per pickup day and keeps it, each judging by its own day', () => {
    expect(renterSchema('2026-12-09')).toBe(renterSchema('2026-12-09'));
    expect(renterSchema('2026-12-10')).not.toBe(renterSchema('2026-12-09'));
    const late = { ...valid, birthday: '2005-12-10' };
    expect(renterSchema('2026-12-09').safeParse(late).success).toBe(false);
    expect(renterSchema('2026-12-10').safeParse(late).success).toBe(true);
    // Bounded: after a long run of other days the first one is made again, and judges the same.
    const first = renterSchema('2026-12-09');
    for (let i = 0; i < 500; i++) renterSchema(`2100-01-${i}`);
    expect(renterSchema('2026-12-09')).not.toBe(first);
    expect(renterSchema('2026-12-09').safeParse(late).success).toBe(false);
  });
  it('names each problem with its SPEC §5 message key', () => {
    expect(
      messages(
        renterSchema('2026-12-01').safeParse({
          ...valid,
          name: '',
          email: 'ana@',
          phone_number: 'abc',
          birthday: '2000-02-30',
          terms: false,
        }),
      ),
    ).toEqual({
      name: 'required',
      email: 'email',
      phone_number: 'phone',
      birthday: 'invalidDate',
      terms: 'terms',
    });
  });
  describe('a company invoice', () => {
    const company = {
      company_invoice: true,
      company_name: ' Alquileres del Istmo, S.A. ',
      company_ruc: '155596713-2-2015',
      company_dv: '59',
    };
    const parse = (input: object) => renterSchema('2026-12-01').safeParse({ ...valid, ...input });

    it('is not asked by default, and then its fields are neither required nor kept', () => {
      const parsed = renterSchema('2026-12-01').parse(valid);
      expect(parsed.company_invoice).toBe(false);
      expect(storedRenter(parsed)).not.toHaveProperty('invoice');
      const unticked = renterSchema('2026-12-01').parse({
        ...valid,
        ...company,
        company_invoice: false,
        company_ruc: 'ACME',
      });
      expect(Object.keys(storedRenter(unticked)).filter((k) => k.startsWith('company'))).toEqual(
        [],
      );
      expect(storedRenter(unticked)).not.toHaveProperty('invoice');
    });

    it('when asked, needs a legal name, a RUC and its DV, each well-formed', () => {
      expect(parse(company).success).toBe(true);
      expect(messages(parse({ company_invoice: true }))).toEqual({
        company_name: 'required',
        company_ruc: 'required',
        company_dv: 'required',
      });
      expect(
        messages(
          parse({ ...company, company_name: ' ', company_ruc: '8123456', company_dv: '591' }),
        ),
      ).toEqual({ company_name: 'required', company_ruc: 'ruc', company_dv: 'dv' });
      expect(messages(parse({ ...company, company_name: 'x'.repeat(101) }))).toEqual({
        company_name: 'tooLong',
      });
    });

    it('names its problems beside the other fields’ ones, even with the terms unaccepted', () => {
      expect(messages(parse({ ...company, name: '', terms: false, company_ruc: 'ACME' }))).toEqual({
        name: 'required',
        terms: 'terms',
        company_ruc: 'ruc',
      });
    });

    it('is kept as the booking’s invoice: RUC in capitals, DV and name trimmed, nothing else', () => {
      const parsed = renterSchema('2026-12-01').parse({
        ...valid,
        ...company,
        company_ruc: ' pe-12-345 ',
        company_dv: ' 7 ',
      });
      const stored = storedRenter(parsed);
      expect(stored).toMatchObject({
        name: 'Ana',
        invoice: { ruc: 'PE-12-345', dv: '7', name: 'Alquileres del Istmo, S.A.' },
      });
      expect(Object.keys(stored).filter((k) => k.startsWith('company'))).toEqual([]);
    });
  });
});

describe('card form', () => {
  const now = { year: 2026, month: 11 };
  it('checks the number with Luhn and knows the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });
  it.each([
    ['11/26', null],
    ['10/26', 'cardExpired'],
    ['13/27', 'invalidExpiry'],
    ['1/27', 'invalidExpiry'],
    ['12/99', 'invalidExpiry'],
  ])('expiry %s → %s', (value, problem) => expect(expiryProblem(value, now)).toBe(problem));
  it('names each problem with its SPEC §5 message key', () => {
    expect(
      messages(
        cardSchema(now).safeParse({
          holder: '',
          number: '4242 4242 4242 4241',
          expiry: '10/26',
          cvv: '12a',
        }),
      ),
    ).toEqual({ holder: 'required', number: 'cardNumber', expiry: 'cardExpired', cvv: 'cvv' });
    expect(
      cardSchema(now).safeParse({
        holder: 'ANA PEREZ',
        number: '4242 4242 4242 4242',
        expiry: '12/28',
        cvv: '123',
      }).success,
    ).toBe(true);
  });
  it('keeps only brand and last four', () => {
    expect(cardSummary('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
  });
});
