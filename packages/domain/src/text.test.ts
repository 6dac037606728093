import { describe, expect, it } from 'vitest';
import { plainTextExcerpt, withKind } from './text.ts';

describe('plainTextExcerpt', () => {
  it('drops Markdown and keeps the words', () => {
    expect(
      plainTextExcerpt(
        '## Requisitos\n\n- Tener **21 años** o más\n- Ver [los términos](/info/terminos)\n1. Licencia',
      ),
    ).toBe('Requisitos Tener 21 años o más Ver los términos Licencia');
  });
  it('cuts at a word within the limit', () => {
    const cut = plainTextExcerpt('uno dos tres cuatro cinco seis', 16);
    expect(cut).toBe('uno dos tres…');
    expect(cut.length).toBeLessThanOrEqual(16);
  });
  it('keeps hyphenated words', () =>
    expect(plainTextExcerpt('pre-check-in en línea')).toBe('pre-check-in en línea'));
});

describe('withKind', () => {
  it('adds the kind in brackets', () => {
    expect(withKind('Albrook', 'aeropuerto')).toBe('Albrook (aeropuerto)');
    expect(withKind('Albrook', null)).toBe('Albrook');
  });
  it('does not repeat a kind the name already says, whatever its case or accents', () => {
    expect(withKind('Aeropuerto Internacional de Tocumen', 'aeropuerto')).toBe(
      'Aeropuerto Internacional de Tocumen',
    );
    expect(withKind('Tocumen International Airport', 'airport')).toBe(
      'Tocumen International Airport',
    );
    expect(withKind('AEROPUERTO Enrique Malek', 'aeropuérto')).toBe('AEROPUERTO Enrique Malek');
  });
  it('matches whole words only', () => {
    expect(withKind('Airportview Plaza', 'airport')).toBe('Airportview Plaza (airport)');
  });
});
