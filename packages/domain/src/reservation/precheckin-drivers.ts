import { addOnAmount } from './add-ons.ts';
import { driverLines, type BookingCatalog, type BookingSelection } from './quote.ts';
import { rentalDays } from './rules.ts';

type BookedDrivers = Pick<
  BookingSelection,
  'pickupAt' | 'returnAt' | 'additionalDrivers' | 'additionalDriverBirthdays'
>;

/** The drivers a pre-check-in asks the booking to carry. */
export interface DriversChange {
  additionalDrivers: number;
  additionalDriverBirthdays: string[];
}

/**
 * The pre-check-in's additional drivers (their birthdays, in order) against what was booked:
 * more drivers than booked, or a driver whose band's surcharge the price does not carry yet,
 * is a change of the booking, priced and paid like one. A pre-check-in never lowers the
 * price: fewer or older drivers than booked change nothing (the booking's page removes drivers).
 */
export function precheckinDriversChange(
  booked: BookedDrivers,
  birthdays: readonly string[],
  catalog: BookingCatalog,
): DriversChange | null {
  const wanted: DriversChange = {
    additionalDrivers: Math.max(booked.additionalDrivers ?? 0, birthdays.length),
    additionalDriverBirthdays: [...birthdays],
  };
  const days = rentalDays(booked.pickupAt, booked.returnAt);
  const cost = (drivers: BookedDrivers) =>
    driverLines(drivers, catalog).reduce((sum, line) => sum + addOnAmount(line, days), 0);
  return cost({ ...booked, ...wanted }) > cost(booked) ? wanted : null;
}
