import type { Locale } from '@rental/domain/locale';
import { cms, type Car } from '@/lib/cms';
import { CarCard } from './car-card.tsx';

export function CarGrid({ cars, locale }: { cars: Car[]; locale: Locale }) {
  const client = cms();
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="car-grid">
      {cars.map((car) => (
        <CarCard key={car.id} car={car} locale={locale} imageSrc={car.image ? client.assetUrl(car.image) : null} />
      ))}
    </div>
  );
}
