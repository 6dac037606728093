/** The catalogue the inventory (stock.js) judges a rental by. */
import { isSqlite } from './engine.js';

/** A JSON list column read back: PostgreSQL's driver parses it, SQLite answers its text. */
const jsonList = (value) => (typeof value === 'string' ? JSON.parse(value) : (value ?? []));

/**
 * The catalogue a rental is judged by, in one round trip (four before, each a
 * statement of every booking's transaction): the class (the car's, unless the rental names
 * one), the branch's turnaround, the brands' payment windows and the class's cars.
 */
export async function rentalCatalogue(database, rental) {
  const [list, pair] = isSqlite(database)
    ? ['json_group_array', 'json_array']
    : ['json_agg', 'json_build_array'];
  const carsClass = () =>
    rental.carClass ?? database('flota').where({ id: rental.car }).select('class');
  const [row] = await database.select({
    ...(rental.carClass ? {} : { car_class: carsClass() }),
    turnaround: database('branches').where({ id: rental.branch }).select('turnaround_minutes'),
    windows: database('sites_config').select(
      database.raw(`${list}(${pair}(brand, payment_window_minutes))`),
    ),
    cars: database('flota')
      .where('class', carsClass())
      .select(database.raw(`${list}(id)`)),
  });
  return {
    carClass: rental.carClass ?? row.car_class ?? null,
    turnaround: row.turnaround,
    windows: new Map(
      jsonList(row.windows).map(([brand, minutes]) => [brand, Number(minutes) || 0]),
    ),
    cars: jsonList(row.cars),
  };
}
