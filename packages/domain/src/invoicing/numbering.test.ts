import { describe, expect, it } from 'vitest';
import {
  billingPoint,
  branchCode,
  documentNumber,
  nextStoredNumber,
  parseStoredNumber,
  storedNumber,
} from './numbering.ts';

describe('fiscal numbering', () => {
  it('pads billing points to three digits and refuses zero', () => {
    expect(billingPoint('1')).toBe('001');
    expect(billingPoint(12)).toBe('012');
    expect(billingPoint('000')).toBeNull();
    expect(billingPoint('1000')).toBeNull();
    expect(billingPoint('A1')).toBeNull();
    expect(branchCode('')).toBeNull();
    expect(branchCode('0')).toBe('0000');
  });

  it('writes numbers of ten digits from 1 to 9999999999', () => {
    expect(documentNumber(42)).toBe('0000000042');
    expect(() => documentNumber(0)).toThrow(RangeError);
    expect(() => documentNumber(10_000_000_000)).toThrow(RangeError);
    expect(() => documentNumber(1.5)).toThrow(RangeError);
    expect(storedNumber('003', 7)).toBe('003-0000000007');
  });

  it('follows the last number of the same billing point and never restarts', () => {
    expect(nextStoredNumber('001', null)).toBe('001-0000000001');
    expect(nextStoredNumber('001', '001-0000000041')).toBe('001-0000000042');
    expect(nextStoredNumber('001', '001-0000000999')).toBe('001-0000001000');
    expect(() => nextStoredNumber('001', '002-0000000001')).toThrow();
    expect(() => nextStoredNumber('001', '001-9999999999')).toThrow(RangeError);
    // The stored form sorts as the numbers do, which is how the highest one is found.
    const stored = [9, 10, 100, 2].map((n) => storedNumber('001', n)).sort();
    expect(stored.map((s) => parseStoredNumber(s)?.number)).toEqual([2, 9, 10, 100]);
    expect(parseStoredNumber('001-0000000000')).toBeNull();
  });
});
