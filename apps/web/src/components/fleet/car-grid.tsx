import { Fragment } from 'react';
import type { Locale } from '@rental/domain/locale';
import { cms, type Car } from '@/lib/cms';
import { CarCard } from './car-card.tsx';
import { FleetGrid } from './fleet-browser.tsx';

/** Cars as cards, in the order given (the home page's highlights; the fleet before filtering). */
export function CarGrid({ cars, locale }: { cars: Car[]; locale: Locale }) {
  return (
    <FleetGrid>
      {carCards(cars, locale).map(({ id, card }) => (
        <Fragment key={id}>{card}</Fragment>
      ))}
    </FleetGrid>
  );
}

/**
 * `eagerImages`: how many of the first cards are at the top of the page (the fleet's first
 * row): their pictures load at once and first, being the page's largest paint; the rest wait
 * until scrolled near.
 */
export function carCards(
  cars: Car[],
  locale: Locale,
  { eagerImages = 0 }: { eagerImages?: number } = {},
) {
  const client = cms();
  return cars.map((car, i) => ({
    id: car.id,
    car: { type: car.type, price: car.price, specs: car.specs },
    card: (
      <CarCard
        car={car}
        locale={locale}
        imageSrc={car.image ? client.assetUrl(car.image) : null}
        eager={i < eagerImages}
      />
    ),
  }));
}
