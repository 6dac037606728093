import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import { CarTripInfo, StatusBadge } from './fleet-trip.tsx';
import { ReserveLink } from './reserve-link.tsx';
import type { PictureFile } from '@/lib/pages/picture';
import { CmsPicture } from '../ui/cms-picture.tsx';

export type CarStatus = 'available' | 'low_availability' | 'unavailable';

/** One car's card as data, texts translated: the fleet's list gets a few fields per car, not each card's markup. */
export interface CarCardData {
  id: string;
  carClass: string;
  price: number;
  status: CarStatus;
  promo: boolean;
  /** Its type's code ("suv"): with the class, the card's kicker ("SUV · Clase SFAR"). */
  type: string;
  model: string;
  specs: string[];
  /** "Prepago $65.54", when prepaying is cheaper. */
  prepaidText: string | null;
  image: PictureFile | null;
  eager: boolean;
}

/** The texts every card shares, sent once. */
export interface CarCardLabels {
  /** For the daily price, written by formatCents (no `Intl` in the browser). */
  locale: Locale;
  /** Mileage and deposit of the classes whose terms differ from the brand's default, by class. */
  terms: Record<string, string>;
  /** The words of the cars' types, by code. */
  types: Record<string, string>;
  /** "Clase {code}" */
  carClass: string;
  orSimilar: string;
  perDay: string;
  reserve: string;
  promo: string;
  status: Record<CarStatus, string>;
}

/**
 * One car of the fleet, with one status: the badge, or for a searched trip the line under the
 * price. Styles are globals.css's `.car-card` (named once for the 25 cards of /flota).
 */
export function CarCard({ car, labels }: { car: CarCardData; labels: CarCardLabels }) {
  return (
    <article
      className="car-card"
      data-testid="car-card"
      data-car-class={car.carClass}
      data-price={car.price}
    >
      <div className="media">
        {car.image && (
          <CmsPicture
            src={car.image.src}
            type={car.image.type}
            // At most 320 px wide (max-w-xs), the card's width on a phone.
            sizes="(min-width: 640px) 320px, calc(100vw - 4rem)"
            alt={`${car.model} ${labels.orSimilar}`}
            width={480}
            height={240}
            eager={car.eager}
          />
        )}
        <div className="badges">
          <StatusBadge carId={car.id} status={car.status} label={labels.status[car.status]} />
          {car.promo && <span className="badge promo">{labels.promo}</span>}
        </div>
      </div>
      <div className="details">
        <div>
          <p className="kicker">{`${labels.types[car.type] ?? car.type} · ${labels.carClass.replace('{code}', car.carClass)}`}</p>
          {/* One text node before the span, not two: React marks a joint with <!-- --> in the HTML. */}
          <h3>
            {`${car.model} `}
            <span>{labels.orSimilar}</span>
          </h3>
        </div>
        <ul className="specs">
          {car.specs.map((spec) => (
            <li key={spec}>{spec}</li>
          ))}
          {labels.terms[car.carClass] && (
            <li data-testid="car-terms">{labels.terms[car.carClass]}</li>
          )}
        </ul>
        <div className="prices">
          <div>
            <p className="daily" data-testid="car-price">
              {`${formatCents(car.price, labels.locale)} `}
              <span>{labels.perDay}</span>
            </p>
            {car.prepaidText && (
              <p className="prepaid" data-testid="car-prepaid-price">
                {car.prepaidText}
              </p>
            )}
            <CarTripInfo carId={car.id} />
          </div>
          {car.status !== 'unavailable' && <ReserveLink carId={car.id} label={labels.reserve} />}
        </div>
      </div>
    </article>
  );
}
