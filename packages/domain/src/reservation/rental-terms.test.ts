import { describe, expect, it } from 'vitest';
import { bookedTerms, kmIncluded, termsFor, type RentalTerms } from './rental-terms.ts';

const standard: RentalTerms = {
  carClass: '',
  fuelQuarterCharge: 2500,
  kmPerDay: null,
  extraKmPrice: 0,
  deposit: { amount: 50000, byCoverage: { 'full-protection': 25000 } },
};
const premium: RentalTerms = {
  carClass: 'PFAR',
  fuelQuarterCharge: 3500,
  kmPerDay: 300,
  extraKmPrice: 30,
  deposit: { amount: 100000, byCoverage: { 'full-protection': 50000 } },
};

describe('rental terms per class', () => {
  it("takes the class's own row, else the default row, else none", () => {
    expect(termsFor('PFAR', [standard, premium])).toBe(premium);
    expect(termsFor('ECMR', [standard, premium])).toBe(standard);
    expect(termsFor('ECMR', [premium])).toBeNull();
  });

  it('holds less deposit with the coverage that lowers it', () => {
    expect(bookedTerms(premium, ['basic-liability']).deposit).toBe(100000);
    expect(bookedTerms(premium, ['basic-liability', 'full-protection']).deposit).toBe(50000);
  });

  it('includes km per rental day, or unlimited (no price per extra km then)', () => {
    expect(kmIncluded(bookedTerms(premium, []), 4)).toBe(1200);
    const unlimited = bookedTerms({ ...standard, extraKmPrice: 99 }, []);
    expect(kmIncluded(unlimited, 4)).toBeNull();
    expect(unlimited.extraKmPrice).toBe(0);
  });
});
