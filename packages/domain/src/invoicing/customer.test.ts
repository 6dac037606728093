import { describe, expect, it } from 'vitest';
import { invoiceCustomerOf, isDv, isRuc, normalRuc } from './customer.ts';

describe('RUC format', () => {
  it('takes the forms real RUCs have', () => {
    for (const ruc of [
      '8-123-456',
      '1-184-921',
      '13-1234-123456',
      'PE-12-345',
      'E-8-12345',
      'N-12-345',
      '8AV-12-345',
      '2PI-123-4567',
      '8-NT-1-234',
      '8NT-1-234',
      '155596713-2-2015',
      '2588017-1-831938',
      '1234-123-12345',
    ])
      expect(isRuc(ruc), ruc).toBe(true);
  });

  it('takes them as people type them: small letters, spaces, a dash for a hyphen', () => {
    expect(normalRuc(' pe - 12 - 345 ')).toBe('PE-12-345');
    expect(normalRuc('155596713–2–2015')).toBe('155596713-2-2015');
    expect(isRuc('e-8-12345')).toBe(true);
    expect(isRuc('8 - 123 - 456')).toBe(true);
  });

  it('refuses what is no RUC', () => {
    for (const bad of [
      '',
      'ACME',
      '8123456',
      '8-123',
      '8--123-456',
      '-8-123-456',
      '8-123-456-',
      '0-123-456',
      '14AV-12-345',
      'X-12-345',
      'PE-12345-1',
      '8-ABC-456',
      '155596713-2-2015-59',
      '155596713-2-2015 DV 59',
      'CIP-000-000-0000',
      '12345678901-1-1',
      "8-123-456' or 1=1",
    ])
      expect(isRuc(bad), bad).toBe(false);
  });

  it('takes a DV of one or two digits', () => {
    for (const dv of ['8', '59', '00', ' 7 ']) expect(isDv(dv), dv).toBe(true);
    for (const dv of ['', '123', 'A', '5-9', '-1']) expect(isDv(dv), dv).toBe(false);
  });
});

describe('whom an invoice names', () => {
  const renter = { name: 'Ana', last_name: 'Pérez', email: 'ana@example.com' };
  const invoice = { ruc: '155596713-2-2015', dv: '59', name: 'Alquileres del Istmo, S.A.' };

  it('is the company the booking stores, as an object or as JSON text', () => {
    const company = { kind: 'company', ...invoice };
    expect(invoiceCustomerOf({ ...renter, invoice })).toEqual(company);
    expect(invoiceCustomerOf(JSON.stringify({ ...renter, invoice }))).toEqual(company);
    expect(invoiceCustomerOf({ ...renter, invoice: { ...invoice, ruc: ' 8-nt-1-234 ' } })).toEqual({
      ...company,
      ruc: '8-NT-1-234',
    });
  });

  it('is the renter as a consumer when no company invoice was asked', () => {
    for (const client of [renter, null, undefined, '', '{oops', [invoice], 'invoice'])
      expect(invoiceCustomerOf(client)).toEqual({ kind: 'consumer' });
  });

  it('is the renter as a consumer when the company is not whole or not well-formed', () => {
    for (const bad of [
      null,
      'yes',
      { ...invoice, ruc: 'ACME' },
      { ...invoice, dv: '123' },
      { ...invoice, dv: 59 },
      { ...invoice, name: '  ' },
      { ...invoice, name: 'x'.repeat(101) },
      { ruc: invoice.ruc, dv: invoice.dv },
    ])
      expect(invoiceCustomerOf({ ...renter, invoice: bad }), JSON.stringify(bad)).toEqual({
        kind: 'consumer',
      });
  });
});
