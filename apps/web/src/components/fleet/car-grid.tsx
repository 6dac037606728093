import type { Locale } from '@rental/domain/locale';
import type { Car } from '@/lib/cms';
import { CarCard } from './car-card.tsx';
import { carCardLabels, carCards } from './car-card-data.ts';
import { FleetGrid } from './fleet-grid.tsx';

/** Cars as cards, in the order given (the home page's highlights), rendered on the server. */
export async function CarGrid({ cars, locale }: { cars: Car[]; locale: Locale }) {
  const [labels, cards] = await Promise.all([carCardLabels(locale, cars), carCards(cars, locale)]);
  return (
    <FleetGrid>
      {cards.map((card) => (
        <CarCard key={card.id} car={card} labels={labels} />
      ))}
    </FleetGrid>
  );
}
