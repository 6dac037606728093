import { describe, expect, it } from 'vitest';
import { priceReservation, type BillLine } from '../reservation/price.ts';
import {
  billDocumentLines,
  documentTotals,
  itbmsOf,
  shareOut,
  taxIncludedLine,
} from './document.ts';

const car = { price: 4_599, discount: 0, prepaid_price: null };

describe('shareOut', () => {
  it('gives every cent out, the remainders to the largest fractions', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [3, 7])).toEqual([3, 7]);
    expect(shareOut(5, [0, 0])).toEqual([5, 0]);
    for (const weights of [
      [13_500, 9_000, 4_599],
      [1, 2, 3, 4],
      [999, 1],
    ])
      expect(shareOut(1_234, weights).reduce((a, b) => a + b, 0)).toBe(1_234);
  });
});

describe('billDocumentLines', () => {
  it('turns a bill into lines whose nets and ITBMS add up to exactly the bill', () => {
    const price = priceReservation({
      car,
      reservationType: 'postpaid',
      days: 3,
      coverages: [{ code: 'CDW', dailyPrice: 1_299 }],
      roadside: { code: 'ERA', dailyPrice: 333 },
      delivery: 1_000,
      dropoff: 0,
      coupon: null,
      airportFeePercent: 12,
    });
    const lines = billDocumentLines(price.lines, { CDW: 'Protección total' });
    expect(lines.map((l) => l.description)).toEqual([
      'Alquiler',
      'Protección total',
      'Asistencia en carretera',
      'Entrega',
      'Tasa de concesión aeroportuaria',
    ]);
    expect(lines[0]).toMatchObject({ quantity: 3, unit: 4_599, discount: 0, net: 13_797 });
    const totals = documentTotals(lines);
    expect(totals).toEqual({
      net: price.totals.subtotal + price.totals.airportTax,
      tax: price.totals.tax,
      total: price.totals.total,
    });
    // The provider checks each line's ITBMS against its own net: never more than a cent off.
    for (const line of lines) expect(Math.abs(line.tax - itbmsOf(line.net))).toBeLessThanOrEqual(1);
  });

  it('shares a length discount and a coupon out over the car lines as their discount', () => {
    const bill: BillLine[] = [
      { kind: 'car', unit: 5_000, quantity: 4, amount: 20_000, season: 'Alta' },
      { kind: 'car', unit: 4_000, quantity: 3, amount: 12_000 },
      { kind: 'lengthDiscount', percent: 10, minDays: 7, amount: -3_200 },
      { kind: 'coupon', code: 'HOLA', amount: -1_001 },
      { kind: 'extra', code: 'GPS', unit: 500, quantity: 7, amount: 3_500 },
      { kind: 'tax', amount: 2_191 },
    ];
    const lines = billDocumentLines(bill, { GPS: 'GPS' });
    expect(lines.map((l) => [l.description, l.discount, l.net])).toEqual([
      ['Alquiler (Alta)', 2_626, 17_374],
      ['Alquiler', 1_575, 10_425],
      ['GPS', 0, 3_500],
    ]);
    expect(documentTotals(lines)).toEqual({ net: 31_299, tax: 2_191, total: 33_490 });
  });

  it('settles the bill’s single rounding of the ITBMS on the largest lines', () => {
    // Three lines of 7 cents: each line's ITBMS rounds to 0, the bill's (21 × 7 %) to 1.
    const bill: BillLine[] = [
      { kind: 'delivery', amount: 7 },
      { kind: 'dropoff', amount: 7 },
      { kind: 'airportTax', amount: 7 },
      { kind: 'tax', amount: 1 },
    ];
    const lines = billDocumentLines(bill);
    expect(lines.map((l) => l.tax)).toEqual([1, 0, 0]);
  });

  it('writes a line of a flat amount as one unit of it', () => {
    const lines = billDocumentLines([
      {
        kind: 'extra',
        code: 'SEAT',
        unit: 700,
        quantity: 10,
        units: 2,
        capped: true,
        amount: 5_000,
      },
      { kind: 'tax', amount: 350 },
    ]);
    expect(lines[0]).toMatchObject({
      description: '2 × SEAT',
      quantity: 1,
      unit: 5_000,
      net: 5_000,
    });
  });
});

describe('taxIncludedLine', () => {
  it('splits an amount into its net and the 7 % ITBMS inside it', () => {
    expect(taxIncludedLine('x', 10_700)).toMatchObject({ net: 10_000, tax: 700 });
    expect(taxIncludedLine('x', 1_000)).toMatchObject({ net: 935, tax: 65 });
    for (const amount of [1, 99, 12_345, 99_999]) {
      const line = taxIncludedLine('x', amount);
      expect(line.net + line.tax).toBe(amount);
      expect(Math.abs(line.tax - itbmsOf(line.net))).toBeLessThanOrEqual(1);
    }
  });
});
