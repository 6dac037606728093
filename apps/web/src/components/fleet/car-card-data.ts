import { getTranslations } from 'next-intl/server';
import { formatCents, prepaidDailyPrice } from '@rental/domain/money';
import type { Locale } from '@rental/domain/locale';
import { getSiteConfig, type Car } from '@/lib/cms';
import type { RentalTerms } from '@rental/domain/reservation/rental-terms';
import { pictureFile } from '@/lib/pages/picture';
import type { CarCardData, CarCardLabels } from './car-card.tsx';

/** "Km ilimitados · depósito $500.00": a class's mileage and deposit in a few words. */
export function termsLine(
  terms: RentalTerms,
  locale: Locale,
  t: (key: 'terms.unlimited' | 'terms.limited', values: Record<string, string>) => string,
): string {
  const deposit = formatCents(terms.deposit.amount, locale);
  return terms.kmPerDay === null
    ? t('terms.unlimited', { deposit })
    : t('terms.limited', { km: String(terms.kmPerDay), deposit });
}

/**
 * The mileage and deposit of the classes whose terms are not the brand's default (the page
 * says the default once): each card of such a class shows its own.
 */
async function classTermsLines(locale: Locale, cars: Car[]): Promise<Record<string, string>> {
  const t = await getTranslations({ locale, namespace: 'fleet' });
  const rows = (await getSiteConfig(locale).catch(() => null))?.rentalTerms ?? [];
  const classes = [...new Set(cars.map((car) => car.class))];
  return Object.fromEntries(
    classes.flatMap((carClass) => {
      const own = rows.find((r) => r.carClass === carClass);
      return own ? [[carClass, termsLine(own, locale, t)]] : [];
    }),
  );
}

/** The texts the cards of `cars` share (car-card.tsx), in the visitor's language. */
export async function carCardLabels(locale: Locale, cars: Car[]): Promise<CarCardLabels> {
  const t = await getTranslations({ locale, namespace: 'fleet' });
  const types = [...new Set(cars.map((car) => car.type))];
  return {
    locale,
    terms: await classTermsLines(locale, cars),
    types: Object.fromEntries(
      types.map((type) => [type, t.has(`types.${type}`) ? t(`types.${type}`) : type]),
    ),
    // The class code is put in by the card, for each car.
    carClass: t('class', { code: '{code}' }),
    orSimilar: t('orSimilar'),
    perDay: t('perDay'),
    reserve: t('reserve'),
    promo: t('status.promo'),
    status: {
      available: t('status.available'),
      low_availability: t('status.low_availability'),
      unavailable: t('status.unavailable'),
    },
  };
}

/** The fleet's cards as data; the first `eagerImages` cards' pictures load at once, being the largest paint. */
export async function carCards(
  cars: Car[],
  locale: Locale,
  { eagerImages = 0 }: { eagerImages?: number } = {},
): Promise<CarCardData[]> {
  const t = await getTranslations({ locale, namespace: 'fleet' });
  return cars.map((car, i): CarCardData => {
    const { specs } = car;
    const prepaid = prepaidDailyPrice(car);
    return {
      id: car.id,
      carClass: car.class,
      price: car.price,
      status: car.status,
      promo: Boolean(car.promo),
      type: car.type,
      model: car.model,
      specs: [
        specs.passengers !== null && t('specs.passengers', { count: specs.passengers }),
        specs.doors !== null && t('specs.doors', { count: specs.doors }),
        specs.luggage !== null && t('specs.luggage', { count: specs.luggage }),
        specs.transmission &&
          t(`specs.transmission.${specs.transmission}` as 'specs.transmission.automatic'),
        specs.gas && t(`specs.gas.${specs.gas}` as 'specs.gas.gas'),
      ].filter((s): s is string => typeof s === 'string' && s !== ''),
      prepaidText:
        prepaid < car.price ? t('prepaid', { price: formatCents(prepaid, locale) }) : null,
      image: pictureFile(car.image, car.imageType),
      eager: i < eagerImages,
    };
  });
}
