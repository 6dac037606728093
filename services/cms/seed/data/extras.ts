import type { SeedCoverage } from '../types.ts';

/**
 * Extras sold beside the car, as Panama's counters offer them: priced per rental day in USD
 * cents, capped per unit and rental, with how many one booking may take. Stored as coverages of
 * kind `extra`; each branch's stock is an inventory row (`EXTRA_STOCK`).
 */
const extra = (
  code: string,
  dailyPrice: number,
  capPerRental: number,
  maxQuantity: number,
  es: [string, string],
  en: [string, string],
): SeedCoverage => ({
  code,
  kind: 'extra',
  dailyPrice,
  capPerRental,
  maxQuantity,
  mandatory: false,
  includes: [],
  translations: {
    'es-ES': { name: es[0], description: es[1] },
    'en-US': { name: en[0], description: en[1] },
  },
});

export const extras: SeedCoverage[] = [
  extra(
    'infant-seat',
    800,
    8000,
    2,
    ['Silla para bebé', 'Mirando hacia atrás, de 0 a 12 meses (hasta 13 kg).'],
    ['Infant seat', 'Rear-facing, 0 to 12 months (up to 13 kg).'],
  ),
  extra(
    'child-seat',
    800,
    8000,
    2,
    ['Silla para niño', 'De 1 a 4 años (9 a 18 kg), con arnés de cinco puntos.'],
    ['Child seat', 'Ages 1 to 4 (9 to 18 kg), five-point harness.'],
  ),
  extra(
    'booster',
    500,
    5000,
    3,
    ['Asiento elevador', 'De 4 a 8 años (15 a 36 kg), con el cinturón del auto.'],
    ['Booster seat', "Ages 4 to 8 (15 to 36 kg), with the car's own belt."],
  ),
  extra(
    'gps',
    1000,
    10000,
    1,
    ['GPS', 'Navegador con los mapas de Panamá al día, en español e inglés.'],
    ['GPS', 'Navigator with current maps of Panama, in Spanish and English.'],
  ),
  extra(
    'wifi',
    900,
    9000,
    1,
    ['Wi-Fi portátil', 'Módem 4G con datos ilimitados para hasta cinco dispositivos.'],
    ['Wi-Fi hotspot', '4G hotspot with unlimited data for up to five devices.'],
  ),
  extra(
    'cooler',
    400,
    4000,
    1,
    ['Hielera', 'Hielera de 25 litros para la playa o el camino.'],
    ['Cooler', '25-litre cooler for the beach or the road.'],
  ),
];

/** Units of each extra every branch starts with. */
export const EXTRA_STOCK: Record<string, number> = {
  'infant-seat': 2,
  'child-seat': 3,
  booster: 3,
  gps: 4,
  wifi: 3,
  cooler: 2,
};
