/**
 * Flow operation "rental-site-call" (services/cms/src/flows.ts): POSTs `body` as JSON to `url`
 * with the sites' shared secret in `x-revalidate-secret`. The secret is read from this
 * process's environment (REVALIDATE_SECRET) as the call is made, so it is in no operation
 * option, and a run's log (Directus keeps each step's options and result) never holds it.
 *
 * With `runners` (role names), the call is made only for a flow run by an administrator or a
 * user of one of those roles, and the body names who ran it (`by`: user, role name, admin), so
 * the site can refuse a run it does not expect; anyone else's run is rejected before any call.
 * Resolves the site's status and JSON answer; rejects on any other status (the flow's next step
 * still runs: one site down does not stop the others).
 */
import { roleOf } from '../website-guard/roles.js';

/** A site doing staff's actions answers after the refunds: give it time, never forever. */
const TIMEOUT_MS = 120_000;

/** Who ran the flow, as the site is told, or null when `runners` do not include them. */
async function runner(accountability, runners, database) {
  if (!accountability?.user) return null;
  if (accountability.admin === true) return { user: accountability.user, role: null, admin: true };
  const role = await roleOf(accountability, database);
  return runners.includes(role) ? { user: accountability.user, role, admin: false } : null;
}

export default {
  id: 'rental-site-call',
  handler: async ({ url, body, runners }, { accountability, database }) => {
    const secret = process.env.REVALIDATE_SECRET;
    if (!secret) throw new Error('REVALIDATE_SECRET is not set in the CMS environment');
    // Directus renders a template naming a value the run lacks (an optional field of the
    // flow's form left empty) as the text "undefined": such a field is not sent at all.
    let payload = Object.fromEntries(
      Object.entries(body && typeof body === 'object' ? body : {}).filter(
        ([, value]) => value !== 'undefined',
      ),
    );
    if (Array.isArray(runners)) {
      const by = await runner(accountability, runners, database);
      if (!by) throw new Error('This flow is run by branch staff and managers only');
      payload = { ...payload, by };
    }
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let data = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    const result = { status: response.status, data };
    if (!response.ok) throw JSON.stringify(result);
    return result;
  },
};
