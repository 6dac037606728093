import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import es from './es/myBooking.json';
import en from './en/myBooking.json';

/** A card payment as /mi-reserva lists it: the brand as people write it, never the stored code. */
describe('a card payment’s line', () => {
  const line = (locale: 'es' | 'en', brand: string) =>
    createTranslator({
      locale,
      messages: { myBooking: locale === 'es' ? es : en },
      namespace: 'myBooking.payments',
    })('card', { brand, last4: '4242' });

  it.each([
    ['es', 'visa', 'Tarjeta Visa terminada en 4242'],
    ['es', 'amex', 'Tarjeta American Express terminada en 4242'],
    ['es', 'other', 'Tarjeta terminada en 4242'],
    ['en', 'mastercard', 'Mastercard card ending in 4242'],
    ['en', 'other', 'Card ending in 4242'],
  ] as const)('%s %s', (locale, brand, text) => expect(line(locale, brand)).toBe(text));
});
