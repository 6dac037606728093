'use server';

import { toLocale } from '@rental/domain/locale';
import { visitorAllowed } from '../rate-limit/index.ts';
import { rightsDeps } from './deps.ts';
import { makePrivacyRequest, sendRightsCode, verifyRightsCode } from './privacy-rights.ts';
import { currentSession } from './session-cookie.ts';

/* The renter's data rights on the booking's page (privacy-rights.ts): the browser holds the code's ticket and the proof, never the code's hash key. */

export async function sendPrivacyCode(lang: string) {
  if (!(await visitorAllowed('privacyCode')))
    return { ok: false as const, problem: 'limited' as const };
  return sendRightsCode(rightsDeps(), await currentSession(), toLocale(lang));
}

export async function checkPrivacyCode(ticket: string, input: unknown) {
  if (!(await visitorAllowed('privacyCodeCheck')))
    return { ok: false as const, problem: 'limited' as const };
  return verifyRightsCode(rightsDeps(), await currentSession(), ticket, input);
}

export async function askPrivacyRight(proof: string, input: unknown) {
  return makePrivacyRequest(rightsDeps(), await currentSession(), proof, input);
}
