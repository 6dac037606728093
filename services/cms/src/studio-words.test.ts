import { describe, expect, it } from 'vitest';
import { CHOICE_STRINGS, markdownText, NOTE_WORDS, translationValue } from './studio-words.ts';

describe("Studio's words as translation strings", () => {
  it('keep braces as vue-i18n literals, and nothing else changed', () => {
    expect(translationValue('Se muestra como "{model} o similar"')).toBe(
      `Se muestra como "{'{'}model{'}'} o similar"`,
    );
    expect(translationValue('CODE|renter#n, 5 % @ $')).toBe('CODE|renter#n, 5 % @ $');
  });

  it("keep a note's tags as text, for Studio renders notes as Markdown", () => {
    expect(markdownText('NEXT_PUBLIC_BRAND=<key>')).toBe('NEXT_PUBLIC_BRAND=&lt;key>');
  });

  it('are the choices’ words and the fields’ notes, each in Spanish and English', () => {
    expect(CHOICE_STRINGS).toContainEqual({
      key: 'choice.pending_payment',
      es: 'Pago en curso',
      en: 'Payment in progress',
    });
    expect(NOTE_WORDS).toContainEqual({
      key: 'note.refunds.idempotency_key',
      es: expect.stringContaining('refund:&lt;reservation>:&lt;payment> (cancelación)'),
      en: expect.stringContaining('refund:&lt;reservation>:&lt;payment> (cancellation)'),
    });
    expect(NOTE_WORDS.every((w) => w.key.startsWith('note.') && w.es && w.en)).toBe(true);
  });
});
