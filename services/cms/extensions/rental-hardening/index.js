/**
 * A hook loaded from Directus' extensions folder (services/cms/src/runtime.ts copies it there).
 * Directus sets `X-Powered-By` in code (no setting turns it off) and answers its API
 * specifications to anyone the public policy lets read something. So:
 * - `X-Powered-By` is never sent (the header is dropped before Directus' own middleware runs);
 * - `/server/specs/oas` and `/server/specs/graphql` answer 403 to everyone but administrators;
 * - `/server/info` without a signed-in user answers only the project's branding, which Studio's
 *   sign-in page reads before anyone signs in (it cannot be refused without breaking that page).
 */
const forbidden = {
  errors: [
    { message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } },
  ],
};

export default ({ init }) => {
  init('middlewares.before', ({ app }) => {
    app.use((_req, res, next) => {
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) =>
        String(name).toLowerCase() === 'x-powered-by' ? res : setHeader(name, value);
      next();
    });
  });

  init('routes.before', ({ app }) => {
    app.use('/server/specs', (req, res, next) => {
      if (req.accountability?.admin === true) return next();
      res.status(403).json(forbidden);
    });
    app.get('/server/info', (req, res, next) => {
      if (req.accountability?.user) return next();
      const json = res.json.bind(res);
      res.json = (body) => {
        const data = body?.data;
        if (!data || typeof data !== 'object') return json(body);
        return json({
          data: { project: data.project ?? null, ...(data.setup ? { setup: data.setup } : {}) },
        });
      };
      next();
    });
  });
};
