/**
 * `npm start -w services/cms`: only the content backend — bootstrap, start, set up — in the
 * foreground (for working on the site with `next dev` or `next build` by hand).
 */
import { provision } from './provision.ts';
import { bootstrapDirectus, resolveCmsConfig, startDirectus, waitForDirectus } from './runtime.ts';

const log = (line: string) => console.log(`[cms] ${line}`);
const config = resolveCmsConfig();
await bootstrapDirectus(config, log);
const running = startDirectus(config, log);
process.on('SIGINT', () => void running.stop().then(() => process.exit(0)));
process.on('SIGTERM', () => void running.stop().then(() => process.exit(0)));
await waitForDirectus(config.url, 90_000, running);
await provision(config, log);
log(
  `ready at ${config.publicUrl} (admin ${config.adminEmail} / ${config.adminPassword}); site token in DIRECTUS_TOKEN=${config.siteToken.slice(0, 4)}…`,
);
