import { createTranslator } from 'next-intl';
import type { Locale } from '@rental/domain/locale';
import { PANAMA_TIME_ZONE } from '@rental/domain/panama-time';
import { loadMailMessages } from '../../messages/index.ts';

/** The shape of messages/{locale}/mail.json (both languages have the same keys: catalogue.test.ts). */
type MailCatalogue = typeof import('../../messages/en/mail.json');

/**
 * The e-mails' texts in the booking's language. A missing key or a broken message throws: a
 * confirmation showing a key's name is not sent (the unit tests render every text).
 */
export async function mailTexts(locale: Locale) {
  const messages = (await loadMailMessages(locale)) as MailCatalogue;
  return createTranslator({
    locale,
    messages: { mail: messages },
    namespace: 'mail',
    timeZone: PANAMA_TIME_ZONE,
    onError: (error) => {
      throw error;
    },
  });
}

export type MailTexts = Awaited<ReturnType<typeof mailTexts>>;
