import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '@rental/domain/locale';
import { PANAMA_TIME_ZONE } from '@rental/domain/panama-time';
import { loadMessages } from '../../messages/index.ts';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: PANAMA_TIME_ZONE };
});
