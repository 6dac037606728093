import { describe, expect, it } from 'vitest';
import { plainTextExcerpt } from './text.ts';

describe('plainTextExcerpt', () => {
  it('drops Markdown and keeps the words', () => {
    expect(plainTextExcerpt('## Requisitos\n\n- Tener **21 años** o más\n- Ver [los términos](/info/terminos)\n1. Licencia')).toBe('Requisitos Tener 21 años o más Ver los términos Licencia');
  });
  it('cuts at a word within the limit', () => {
    const cut = plainTextExcerpt('uno dos tres cuatro cinco seis', 16);
    expect(cut).toBe('uno dos tres…');
    expect(cut.length).toBeLessThanOrEqual(16);
  });
  it('keeps hyphenated words', () => expect(plainTextExcerpt('pre-check-in en línea')).toBe('pre-check-in en línea'));
});
