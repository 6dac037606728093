import { defaultPreferences, preferencesSchema } from '@rental/domain/precheckin/preferences';
import { issuesByPath } from '@rental/domain/precheckin/driver';
import { updateReservation } from '../records/booking.ts';
import {
  fail,
  reservationOf,
  summarize,
  type PrecheckinDeps,
  type PrecheckinSummary,
  type PrecheckinProblem,
} from './service.ts';
import { signToken } from './token.ts';
import type { Locale } from '@rental/domain/locale';

/** The renter's preferences for one reservation, from the thanks page's session or a signed link that expires with the rental. */
export type PreferencesAccess = { kind: 'session' | 'link'; value: string };
export type Preferences = ReturnType<typeof defaultPreferences>;
type Failure = { ok: false; problem: PrecheckinProblem; fields?: Record<string, string> };
export type PreferencesResult =
  | {
      ok: true;
      summary: PrecheckinSummary;
      preferences: Preferences;
      link: string;
      linkExpires: string;
    }
  | Failure;

async function reservationFor(deps: PrecheckinDeps, access: PreferencesAccess) {
  return reservationOf(deps, access?.value, access?.kind === 'link' ? 'preferences' : 'session');
}

export async function readPreferences(
  deps: PrecheckinDeps,
  access: PreferencesAccess,
  language: Locale,
): Promise<PreferencesResult> {
  try {
    const r = await reservationFor(deps, access);
    if ('ok' in r) return r;
    if (r.status === 'cancelled') return fail('cancelled');
    const stored = preferencesSchema.safeParse(r.preferences ?? null);
    const exp = new Date(r.return_date).getTime();
    const link =
      access.kind === 'link'
        ? access.value
        : signToken(deps.secret, {
            purpose: 'preferences',
            reservation: r.id,
            brand: deps.brand,
            exp,
          });
    return {
      ok: true,
      summary: await summarize(deps, r),
      preferences: stored.success ? stored.data : defaultPreferences(language),
      link,
      linkExpires: new Date(exp).toISOString(),
    };
  } catch (error) {
    deps.log?.(
      `[precheckin] preferences failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return fail('processing');
  }
}

export async function savePreferences(
  deps: PrecheckinDeps,
  access: PreferencesAccess,
  input: unknown,
): Promise<{ ok: true } | Failure> {
  const parsed = preferencesSchema.safeParse(input);
  if (!parsed.success) return fail('invalid', issuesByPath(parsed.error));
  try {
    const r = await reservationFor(deps, access);
    if ('ok' in r) return r;
    if (r.status === 'cancelled') return fail('cancelled');
    await updateReservation(deps.cms, r.id, { preferences: parsed.data });
    return { ok: true };
  } catch (error) {
    deps.log?.(
      `[precheckin] saving preferences failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return fail('processing');
  }
}
