import { describe, expect, it } from 'vitest';
import { changedMeta, typeChange } from './meta-diff.ts';

describe('changedMeta', () => {
  it('is null when the database has every setting the model writes down', () => {
    const stored = {
      note: 'Precio',
      options: { choices: [{ text: 'A', value: 'a' }] },
      width: 'half',
    };
    expect(
      changedMeta({ note: 'Precio', options: { choices: [{ text: 'A', value: 'a' }] } }, stored),
    ).toBeNull();
  });

  it('gives only the settings that differ, deeply compared', () => {
    const stored = {
      note: 'old',
      options: { choices: [{ text: 'A', value: 'a' }] },
      hidden: false,
    };
    expect(
      changedMeta(
        {
          note: 'new',
          options: {
            choices: [
              { text: 'A', value: 'a' },
              { text: 'B', value: 'b' },
            ],
          },
          hidden: false,
        },
        stored,
      ),
    ).toEqual({
      note: 'new',
      options: {
        choices: [
          { text: 'A', value: 'a' },
          { text: 'B', value: 'b' },
        ],
      },
    });
  });

  it('leaves what the model does not set as Studio has it', () => {
    expect(changedMeta({ note: 'x' }, { note: 'x', width: 'full', sort: 7 })).toBeNull();
  });

  it('takes a missing setting and a null one for the same', () => {
    expect(
      changedMeta({ translations: undefined, display: null }, { translations: null }),
    ).toBeNull();
    expect(changedMeta({ note: 'x' }, null)).toEqual({ note: 'x' });
  });
});

describe('changedMeta on a field’s special flags', () => {
  it('keeps the casts the database added (SQLite’s cast-timestamp) and is satisfied with them', () => {
    expect(
      changedMeta({ special: ['date-created'] }, { special: ['date-created', 'cast-timestamp'] }),
    ).toBeNull();
  });

  it('changes the model’s own flags, the database’s kept', () => {
    expect(
      changedMeta({ special: ['date-updated'] }, { special: ['date-created', 'cast-timestamp'] }),
    ).toEqual({ special: ['date-updated', 'cast-timestamp'] });
  });
});

describe('typeChange', () => {
  it('agrees when the stored type is the model’s', () => {
    expect(typeChange('flota.price', 'integer', 'integer')).toBeNull();
    // SQLite: a time-zoned timestamp column reads back as dateTime.
    expect(typeChange('reservations.date_created', 'timestamp', 'dateTime')).toBeNull();
    expect(typeChange('reservations.date_created', 'dateTime', 'timestamp')).not.toBeNull();
    expect(typeChange('reservations.total', 'decimal', 'float')).toBeNull();
  });

  it('names the field, both types and the way out when they differ', () => {
    const refusal = typeChange('flota.price', 'decimal', 'integer');
    expect(refusal).toContain(
      'flota.price is stored as integer but the content model says decimal',
    );
    expect(refusal).toContain('migration');
  });
});
