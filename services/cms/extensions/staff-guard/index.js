/**
 * A hook loaded from Directus' extensions folder (services/cms/src/runtime.ts copies it there)
 * that holds staff roles to what rules.js allows:
 * - a manual flow is triggered (`POST /flows/trigger/:id`) only by an administrator or a role
 *   of FLOW_RUNNER_ROLES: Directus lets anyone who may read the flow's collection trigger it,
 *   which includes the website's and the mail worker's tokens;
 * - in the collections that mix content with prices, fees, stock or mail settings, a role other
 *   than the manager's writes only the content fields, and creates or deletes no row.
 * Administrators and Directus' own work (no accountability) are not concerned.
 */
import { DirectusError } from '../website-guard/errors.js';
import { roleOf } from '../website-guard/roles.js';
import { EDITOR_FIELDS, managerFieldProblem, mayRunFlows } from './rules.js';

const forbidden = (message) => new DirectusError(403, 'FORBIDDEN', message);

/** Only people act here: no accountability is Directus' own work, an administrator may all. */
const guarded = (accountability) => Boolean(accountability) && accountability.admin !== true;

export default ({ init, filter }, { database }) => {
  init('routes.before', ({ app }) => {
    app.post('/flows/trigger/:id', (req, res, next) => {
      (async () => {
        const flow = await database('directus_flows').where({ id: req.params.id }).first('trigger');
        if (flow?.trigger !== 'manual') return next();
        const role = await roleOf(req.accountability, database);
        if (mayRunFlows(req.accountability, role)) return next();
        next(forbidden('Only branch staff and managers run this flow.'));
      })().catch(next);
    });
  });

  for (const collection of Object.keys(EDITOR_FIELDS)) {
    const check =
      (action) =>
      async (payload, _meta, { accountability }) => {
        if (!guarded(accountability)) return payload;
        const problem = managerFieldProblem(
          await roleOf(accountability, database),
          collection,
          action,
          action === 'update' ? payload : {},
        );
        if (problem) throw forbidden(`${problem}.`);
        return payload;
      };
    for (const action of ['create', 'update', 'delete'])
      filter(`${collection}.items.${action}`, check(action));
  }
};
