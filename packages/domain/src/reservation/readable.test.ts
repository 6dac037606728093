import { describe, expect, it } from 'vitest';
import { billText, driversText, readableReservation, renterColumns } from './readable.ts';

describe("Studio's readable copies of a booking", () => {
  const client = {
    name: ' Ana ',
    last_name: 'Pérez',
    email: 'ana@example.com',
    phone_number: '',
    license: 'L-1',
    birthday: '1990-05-10',
  };

  it('puts each renter key in its column, an empty one as null', () =>
    expect(renterColumns(client)).toEqual({
      renter_name: 'Ana',
      renter_last_name: 'Pérez',
      renter_email: 'ana@example.com',
      renter_phone: null,
      renter_license: 'L-1',
      renter_birthday: '1990-05-10',
    }));

  it('keeps a birthday only as a calendar day', () =>
    expect(renterColumns({ birthday: '10/05/1990' }).renter_birthday).toBeNull());

  it('writes the bill line by line in Spanish, in dollars, with its total', () => {
    const extras = {
      carModel: 'Toyota Yaris',
      lines: [
        { kind: 'car', unit: 4500, quantity: 3, amount: 13500 },
        { kind: 'lengthDiscount', percent: 10, minDays: 3, amount: -1350 },
        { kind: 'coverage', code: 'CDW', unit: 1200, quantity: 3, amount: 3600 },
        { kind: 'tax', amount: 1112 },
      ],
    };
    expect(billText(extras, { total: 16862 })).toBe(
      [
        'Auto: Toyota Yaris',
        'Alquiler: 3 × $45.00 — $135.00',
        'Descuento por 3 días o más (10 %) — -$13.50',
        'Cobertura CDW: 3 × $12.00 — $36.00',
        'ITBMS (7 %) — $11.12',
        'Total — $168.62',
      ].join('\n'),
    );
    expect(readableReservation({ extras, totals: { total: 16862 } }).total).toBe('168.62');
    // With the coverages' names, the line says what the renter read.
    expect(billText(extras, null, { CDW: 'Responsabilidad civil básica' })).toContain(
      'Responsabilidad civil básica: 3 × $12.00 — $36.00',
    );
    expect(billText(null, null)).toBeNull();
  });

  it('writes one line per driver, the main one first', () => {
    const text = driversText(
      {
        name: 'Ana',
        last_name: 'Pérez',
        license: 'L-1',
        document_type: 'id',
        document_number: '8-1',
      },
      [{ name: 'John', last_name: 'Smith', document_type: 'passport', document_number: 'X1' }],
    );
    expect(text).toBe(
      [
        'Conductor principal: Ana Pérez · licencia L-1 · cédula 8-1',
        'Conductor adicional 1: John Smith · pasaporte X1',
      ].join('\n'),
    );
    expect(driversText(null, [])).toBeNull();
  });
});
