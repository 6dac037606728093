/**
 * The framework's floor: a minimal Next.js page the bench builds itself — one
 * heading and a paragraph, no data, no proxy, no custom server — served by `next start` with
 * the Next.js, React and Node the site uses. The site's figures are read beside it.
 * Its sources are written to bench-results/minimal-next (git-ignored), where the workspace's
 * node_modules resolve.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, type RunningProcess } from '@rental/cms/runtime';
import { runNext, startNext, waitForHttp } from '../lib/stack.ts';

const APP_DIR = join(REPO_ROOT, 'bench-results/minimal-next');

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'minimal-next', private: true, type: 'module' }),
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(REPO_ROOT)} } };\n`,
  'app/layout.jsx': `export const metadata = { title: 'Minimal Next.js page' };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  'app/page.jsx': `export default function Page() {
  return (<main><h1>Minimal Next.js page</h1><p>The bench's baseline: no data, no proxy.</p></main>);
}
`,
};

export interface MinimalNext {
  url: string;
  stop(): Promise<void>;
}

/** Writes, builds (`next build`) and starts (`next start`) the minimal page on `port`. */
export async function startMinimalNext(
  port: number,
  log: (line: string) => void,
): Promise<MinimalNext> {
  rmSync(APP_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(APP_DIR, file, '..'), { recursive: true });
    writeFileSync(join(APP_DIR, file), text);
  }
  await runNext(['build'], APP_DIR, log);
  const server: RunningProcess = startNext(['start', '-p', String(port)], APP_DIR, log);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 60_000, server.process);
  return { url, stop: () => server.stop() };
}
