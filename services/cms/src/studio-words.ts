import { LANGUAGE_TAGS, type Locale } from '@rental/domain/locale';
import type { AdminClient } from './admin-client.ts';
import { CHOICE_WORDS, choiceWordKey } from '@rental/content-model/choice-words';
import { NOTE_STRINGS } from '@rental/content-model/model';

/** A Directus translation string (Settings → Translations). */
export interface TranslationString {
  id: string;
  key: string;
  language: string;
  value: string;
}

/** A text Studio shows in the staff member's language: a translation string's key and its texts. */
export type StudioWord = { key: string } & Record<Locale, string>;

/**
 * A text as a translation string's value, so that Studio shows it as written. Studio reads a
 * translation string as a vue-i18n message, in which `{name}` is a placeholder (left empty) and
 * a lone `{` breaks the message; it escapes `@ $ |` itself but not braces, so they are written
 * as vue-i18n literals: `{'{'}`.
 */
export const translationValue = (text: string) => text.replace(/[{}]/g, (brace) => `{'${brace}'}`);

/**
 * A note as Studio renders it: Markdown, with HTML tags removed, so `<key>` in
 * `NEXT_PUBLIC_BRAND=<key>` would vanish; `&lt;` shows it.
 */
export const markdownText = (text: string) => text.replaceAll('<', '&lt;');

/**
 * Studio's words as Directus translation strings in Spanish and English (keys `<prefix>…`):
 * missing ones are created, and one whose text the model changed (or staff edited) is brought
 * up to it, like the rest of the model (docs/content-model.md). Strings of the prefix that the
 * model no longer has are left alone. Returns how many it wrote.
 */
async function ensureTranslationStrings(
  admin: AdminClient,
  prefix: string,
  words: readonly StudioWord[],
): Promise<number> {
  const foreign = words.find((w) => !w.key.startsWith(prefix));
  if (foreign) throw new Error(`Studio word ${foreign.key} is not under ${prefix}`);
  const wanted = words.flatMap((word) =>
    Object.entries(LANGUAGE_TAGS).map(([lang, language]) => ({
      key: word.key,
      language,
      value: translationValue(word[lang as Locale]),
    })),
  );
  const filter = encodeURIComponent(JSON.stringify({ key: { _starts_with: prefix } }));
  const stored = new Map(
    (await admin.get<TranslationString[]>(`/translations?limit=-1&filter=${filter}`)).map((t) => [
      `${t.language} ${t.key}`,
      t,
    ]),
  );
  const missing = wanted.filter((w) => !stored.has(`${w.language} ${w.key}`));
  if (missing.length) await admin.post('/translations', missing);
  let changed = 0;
  for (const w of wanted) {
    const existing = stored.get(`${w.language} ${w.key}`);
    if (!existing || existing.value === w.value) continue;
    await admin.patch(`/translations/${existing.id}`, { value: w.value });
    changed++;
  }
  return missing.length + changed;
}

/** The words Studio shows for stored choices (`$t:choice.<value>`, choice-words.ts). */
export const CHOICE_STRINGS: readonly StudioWord[] = Object.entries(CHOICE_WORDS).map(
  ([value, { es, en }]) => ({ key: choiceWordKey(value), es, en }),
);

/** The fields' notes (`$t:note.<collection>.<field>`, studio-notes.ts), Markdown as Studio reads them. */
export const NOTE_WORDS: readonly StudioWord[] = NOTE_STRINGS.map(({ key, es, en }) => ({
  key,
  es: markdownText(es),
  en: markdownText(en),
}));

/** Studio's words for stored choices and its notes under fields; how many of each it wrote. */
export async function ensureStudioWords(
  admin: AdminClient,
): Promise<{ choices: number; notes: number }> {
  return {
    choices: await ensureTranslationStrings(admin, 'choice.', CHOICE_STRINGS),
    notes: await ensureTranslationStrings(admin, 'note.', NOTE_WORDS),
  };
}
