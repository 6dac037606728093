/**
 * A hook loaded from Directus' extensions folder (services/cms/src/runtime.ts copies it there)
 * that holds staff roles to what rules.js allows:
 * - a manual flow is triggered (`POST /flows/trigger/:id`) only by an administrator or a role
 *   of FLOW_RUNNER_ROLES: Directus lets anyone who may read the flow's collection trigger it,
 *   which includes the website's and the mail worker's tokens;
 * - in the collections that mix content with prices, fees, stock or mail settings, a role other
 *   than the manager's writes only the content fields, and creates or deletes no row.
 * Administrators and Directus' own work (no accountability) are not concerned.
 * It also logs every person's reading of a pre-check-in's drivers' documents (administrators
 * included) in Directus' activity, action `read`.
 */
import { DirectusError } from '../website-guard/errors.js';
import { roleOf } from '../website-guard/roles.js';
import { EDITOR_FIELDS, managerFieldProblem, mayRunFlows } from './rules.js';

const forbidden = (message) => new DirectusError(403, 'FORBIDDEN', message);

/** Only people act here: no accountability is Directus' own work, an administrator may all. */
const guarded = (accountability) => Boolean(accountability) && accountability.admin !== true;

/** A pre-check-in's fields that hold the drivers' documents: reading any of them is logged. */
const DOCUMENT_FIELDS = ['driver', 'additional_drivers', 'drivers'];

export default ({ init, filter, action }, { database, services }) => {
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

  // Law 81: who read a driver's documents, and when (docs/privacy.md). One activity row
  // (action `read`) per pre-check-in a person read with its documents still in it.
  action('precheckins.items.read', async ({ payload }, { schema, accountability }) => {
    if (!accountability?.user) return;
    const rows = (Array.isArray(payload) ? payload : [payload]).filter(
      (row) =>
        row?.id &&
        !row.documents_deleted_at &&
        DOCUMENT_FIELDS.some((field) => row[field] !== undefined && row[field] !== null),
    );
    if (!rows.length) return;
    const activity = new services.ActivityService({ knex: database, schema });
    await activity.createMany(
      rows.map((row) => ({
        action: 'read',
        user: accountability.user,
        ip: accountability.ip ?? null,
        user_agent: accountability.userAgent ?? null,
        origin: accountability.origin ?? null,
        collection: 'precheckins',
        item: String(row.id),
      })),
    );
  });
};
