import { describe, expect, it } from 'vitest';
import { CHOICE_WORDS, choiceText, SHOWN_AS_CODES } from './choice-words.ts';
import { contentModel } from './model.ts';

const choiceFields = contentModel.collections.flatMap((c) =>
  c.fields.flatMap((f) => {
    const options = f.meta?.options as { choices?: { value: string; text: string }[] } | null;
    return options?.choices
      ? [{ key: `${c.collection}.${f.field}`, field: f, choices: options.choices }]
      : [];
  }),
);

describe('the words Studio shows for stored choices', () => {
  it('name every value of every choice in Spanish and English, but the codes', () => {
    expect(choiceFields.length).toBeGreaterThan(20);
    const unnamed = choiceFields.flatMap(({ key, choices }) =>
      choices
        .filter((c) => !SHOWN_AS_CODES.has(c.value) && !CHOICE_WORDS[c.value]?.es)
        .map((c) => `${key}: ${c.value}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('are what the fields list, and what their badges say', () => {
    const status = choiceFields.find((f) => f.key === 'reservations.status');
    expect(status?.choices).toContainEqual({
      text: '$t:choice.pending_payment',
      value: 'pending_payment',
    });
    const badges = (status?.field.meta?.display_options as { choices: Record<string, string>[] })
      .choices;
    expect(badges).toContainEqual({
      text: '$t:choice.cancelled',
      value: 'cancelled',
      background: '#FEE2E2',
      foreground: '#991B1B',
    });
    expect(choiceText('MCMR')).toBe('MCMR');
  });

  it('give every state of a reservation, payment, refund and e-mail a coloured badge', () => {
    const states = choiceFields.filter(({ key }) =>
      /^(reservations|payments|refunds|email_outbox|precheckins|corporate_leads)\.status$|precheckin_status$/.test(
        key,
      ),
    );
    expect(states).toHaveLength(7);
    const plain = states.flatMap(({ key, choices }) =>
      choices.filter((c) => !CHOICE_WORDS[c.value]?.tone).map((c) => `${key}: ${c.value}`),
    );
    expect(plain).toEqual([]);
  });
});
