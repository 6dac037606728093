import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';

const directionsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;

/** Google Maps directions to a branch, in a new tab. */
export async function DirectionsLink({
  name,
  latitude,
  longitude,
  locale,
}: {
  name: string;
  latitude: number;
  longitude: number;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'branches' });
  return (
    <a
      href={directionsUrl(latitude, longitude)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('directionsLabel', { name })}
      className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-accent px-4 py-2 text-sm font-semibold text-white hover:underline"
      data-testid="branch-directions"
    >
      {t('directions')}
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.3a1 1 0 1 0 1.42 1.4L15 6.42V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
        <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
      </svg>
    </a>
  );
}
