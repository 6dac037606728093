import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, parseSender, whatsappHref } from './contact.ts';

describe('contact details', () => {
  it.each(['+507 6123-4567', '6123 4567', '(507) 300.4100', '+1 305 555 0199'])(
    'accepts the phone %s',
    (p) => expect(isValidPhone(p)).toBe(true),
  );
  it.each(['', '123', 'call me', '+507 6123-4567 ext 9', '1234567890123456'])(
    'rejects the phone %j',
    (p) => expect(isValidPhone(p)).toBe(false),
  );
  it.each(['ana@example.com', 'a.b+c@empresa.com.pa'])('accepts the e-mail %s', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each(['', 'ana', 'ana@', 'ana@example', 'a b@example.com'])('rejects the e-mail %j', (e) =>
    expect(isValidEmail(e)).toBe(false),
  );
});

describe('whatsappHref', () => {
  it.each([
    ['+507 6123-4567', 'https://wa.me/50761234567'],
    ['+1 (305) 555-0199', 'https://wa.me/13055550199'],
    ['6123 4567', 'https://wa.me/50761234567'],
    ['507 6123 4567', 'https://wa.me/50761234567'],
  ])('%s → %s', (number, href) => expect(whatsappHref(number)).toBe(href));
  it('is null for text that is no phone number', () => {
    expect(whatsappHref('escríbenos')).toBeNull();
    expect(whatsappHref('')).toBeNull();
  });
});

describe('parseSender', () => {
  it('reads an address alone, or a name and an address', () => {
    expect(parseSender(' reservas@firefly.example ')).toEqual({
      name: null,
      address: 'reservas@firefly.example',
    });
    expect(parseSender('Firefly Car Rental <reservas@firefly.example>')).toEqual({
      name: 'Firefly Car Rental',
      address: 'reservas@firefly.example',
    });
    expect(parseSender('"Tucán, Panamá" <hola@tucan.example>')).toEqual({
      name: 'Tucán, Panamá',
      address: 'hola@tucan.example',
    });
    expect(parseSender('<hola@tucan.example>')).toEqual({
      name: null,
      address: 'hola@tucan.example',
    });
  });

  it('refuses what is no sender', () => {
    for (const value of ['', 'Firefly', 'Firefly <firefly>', 'a@b', 'Fire <fly> <a@b.example>'])
      expect(parseSender(value), value).toBeNull();
  });
});
