import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { botErrorStatus } from '@rental/domain/navigation';
import { inlineScripts, scriptPolicy } from '@rental/domain/script-policy';
import { addPolicy } from './page-answers.ts';

const hashOf = (script: string) => createHash('sha256').update(script, 'utf8').digest('base64');

/**
 * Adds `script-src` with the hashes of exactly this page's inline scripts to the page's
 * policy; returns that part.
 */
export function addScriptPolicy(html: string, res: ServerResponse): string {
  const policy = scriptPolicy(inlineScripts(html).map(hashOf));
  addPolicy(res, policy);
  return policy;
}

/**
 * A page that rendered an error screen (a CMS outage on a page never cached, a failure below
 * the shell) answers with the status the screen states, not 200, and is stored by no cache.
 */
export function statusFromErrorScreen(html: string, res: ServerResponse): void {
  if (res.statusCode !== 200) return;
  const status = botErrorStatus(200, html);
  if (!status || status < 400) return;
  res.statusCode = status;
  res.setHeader('cache-control', 'no-store');
  if (status === 503) res.setHeader('retry-after', '60');
}
