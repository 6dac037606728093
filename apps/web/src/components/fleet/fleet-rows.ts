import type { FilterableCar } from '@rental/domain/fleet-filter';
import type { CarCardData, CarStatus } from './car-card.tsx';

/** A car of /flota as the list holds it. */
export interface FleetItem {
  /** The car's card as data (texts made on the server): rendered here, not sent as markup too. */
  card: CarCardData;
  /** What the filters read besides the card's price, and nothing more (it is sent per car). */
  filter: Omit<FilterableCar, 'price'>;
}

/**
 * One car of /flota as the page sends it to the fleet's list: a row of values in a fixed
 * order, since object keys were a fifth of the page's data. {@link toFleetRow} and
 * {@link fromFleetRow} are inverses.
 */
export type FleetRow = [
  id: string,
  carClass: string,
  price: number,
  status: CarStatus,
  promo: 0 | 1,
  model: string,
  specs: string[],
  prepaidText: string | null,
  imageSrc: string | null,
  imageType: string | null,
  type: string,
  transmission: string | null,
  gas: string | null,
  passengers: number | null,
];

/** The row of a car; whether its picture is eager is its place in the list (see fromFleetRow). */
export function toFleetRow({ card, filter }: FleetItem): FleetRow {
  const { specs } = filter;
  return [
    card.id,
    card.carClass,
    card.price,
    card.status,
    card.promo ? 1 : 0,
    card.model,
    card.specs,
    card.prepaidText,
    card.image?.src ?? null,
    card.image?.type ?? null,
    filter.type,
    specs.transmission,
    specs.gas,
    specs.passengers,
  ];
}

/** The car of row `index`; the first `eagerImages` cars are the top of the page (eager pictures). */
export function fromFleetRow(row: FleetRow, index: number, eagerImages: number): FleetItem {
  const [
    id,
    carClass,
    price,
    status,
    promo,
    model,
    specs,
    prepaidText,
    imageSrc,
    imageType,
    type,
    transmission,
    gas,
    passengers,
  ] = row;
  const card: CarCardData = {
    id,
    carClass,
    price,
    status,
    promo: promo === 1,
    type,
    model,
    specs,
    prepaidText,
    image: imageSrc === null ? null : { src: imageSrc, type: imageType },
    eager: index < eagerImages,
  };
  return { card, filter: { type, specs: { transmission, gas, passengers } } };
}
