import type { SeedCoupon } from '../types.ts';

/**
 * Codes a renter types at /reserva. discountAmount is in USD cents; brands [] = every brand;
 * max_uses / max_uses_per_renter absent = no limit.
 */
export const coupons: SeedCoupon[] = [
  {
    code: 'BIENVENIDA10',
    discountPercent: 10,
    discountAmount: null,
    brands: [],
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: '2027-12-31T23:59:59Z',
    active: true,
  },
  {
    code: 'FINDE15',
    discountPercent: 15,
    discountAmount: null,
    brands: ['firefly', 'tucan'],
    validFrom: '2026-06-01T00:00:00Z',
    validUntil: '2027-06-30T23:59:59Z',
    active: true,
  },
  {
    code: 'VOLCAN20',
    discountPercent: null,
    discountAmount: 2000,
    brands: ['volcan'],
    validFrom: '2026-09-01T00:00:00Z',
    validUntil: '2027-08-31T23:59:59Z',
    active: true,
  },
  {
    code: 'PLAYA12',
    discountPercent: 12,
    discountAmount: null,
    brands: ['marea'],
    validFrom: '2026-12-01T00:00:00Z',
    validUntil: '2027-04-30T23:59:59Z',
    active: true,
  },
  {
    code: 'EXPIRADO5',
    discountPercent: 5,
    discountAmount: null,
    brands: [],
    validFrom: '2025-01-01T00:00:00Z',
    validUntil: '2025-12-31T23:59:59Z',
    active: true,
  },
  {
    // Once per renter (by e-mail), and 500 reservations in all.
    code: 'PRIMERA20',
    discountPercent: 20,
    discountAmount: null,
    brands: [],
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: '2027-12-31T23:59:59Z',
    active: true,
    max_uses: 500,
    max_uses_per_renter: 1,
  },
  {
    code: 'INACTIVO',
    discountPercent: 10,
    discountAmount: null,
    brands: [],
    validFrom: null,
    validUntil: null,
    active: false,
  },
];
