import { getTranslations } from 'next-intl/server';
import { formatCents, prepaidDailyPrice } from '@rental/domain/money';
import type { Locale } from '@rental/domain/locale';
import type { Car } from '@/lib/cms';
import { CarTripInfo } from './fleet-trip.tsx';
import { ReserveLink } from './reserve-link.tsx';
import { CmsPicture } from '../ui/cms-picture.tsx';
import { tileClass } from '../ui/panel.tsx';

const STATUS_STYLE: Record<Car['status'], string> = {
  available: 'bg-emerald-100 text-emerald-800',
  low_availability: 'bg-amber-100 text-amber-900',
  unavailable: 'bg-slate-200 text-slate-700',
};

/** One car of the fleet: picture, model "or similar", class, specs, availability and prices. */
export async function CarCard({
  car,
  locale,
  imageSrc,
  eager = false,
}: {
  car: Car;
  locale: Locale;
  imageSrc: string | null;
  eager?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'fleet' });
  const bookable = car.status !== 'unavailable';
  const prepaid = prepaidDailyPrice(car);
  const { specs } = car;
  return (
    <article
      // A car the searched trip cannot take shows its picture greyed (fleet-trip.tsx marks it).
      className={`${tileClass} [&:has([data-blocked])_img]:opacity-50 [&:has([data-blocked])_img]:grayscale`}
      data-testid="car-card"
      data-car-class={car.class}
      data-price={car.price}
    >
      <div className="relative bg-slate-50 px-4 pt-4">
        {imageSrc && (
          <CmsPicture
            src={imageSrc}
            type={car.imageType}
            // At most 320 px wide (max-w-xs), the card's width on a phone.
            sizes="(min-width: 640px) 320px, calc(100vw - 4rem)"
            alt={`${car.model} ${t('orSimilar')}`}
            width={480}
            height={240}
            className="mx-auto aspect-[2/1] w-full max-w-xs object-contain"
            eager={eager}
          />
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[car.status]}`}
          >
            {t(`status.${car.status}`)}
          </span>
          {car.promo && (
            <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white">
              {t('status.promo')}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t.has(`types.${car.type}`) ? t(`types.${car.type}`) : car.type} ·{' '}
            {t('class', { code: car.class })}
          </p>
          <h3 className="text-lg font-bold text-slate-900">
            {car.model} <span className="font-normal text-slate-500">{t('orSimilar')}</span>
          </h3>
        </div>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          {specs.passengers !== null && (
            <li>{t('specs.passengers', { count: specs.passengers })}</li>
          )}
          {specs.doors !== null && <li>{t('specs.doors', { count: specs.doors })}</li>}
          {specs.luggage !== null && <li>{t('specs.luggage', { count: specs.luggage })}</li>}
          {specs.transmission && (
            <li>
              {t(`specs.transmission.${specs.transmission}` as 'specs.transmission.automatic')}
            </li>
          )}
          {specs.gas && <li>{t(`specs.gas.${specs.gas}` as 'specs.gas.gas')}</li>}
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <div>
            <p className="text-2xl font-bold text-brand-accent" data-testid="car-price">
              {formatCents(car.price, locale)}{' '}
              <span className="text-sm font-normal text-slate-500">{t('perDay')}</span>
            </p>
            {prepaid < car.price && (
              <p className="text-sm text-emerald-700" data-testid="car-prepaid-price">
                {t('prepaid', { price: formatCents(prepaid, locale) })}
              </p>
            )}
            <CarTripInfo carId={car.id} />
          </div>
          {bookable ? (
            <ReserveLink carId={car.id} label={t('reserve')} blockedLabel={t('notBookable')} />
          ) : (
            <span className="rounded-full bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-700">
              {t('notBookable')}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
