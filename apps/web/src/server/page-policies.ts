import type { ServerResponse } from 'node:http';
import type { KnownAnswer } from './hold-html.ts';

/**
 * The script policy of each page body already held once, by the ETag Next.js gives that body
 * (a prerendered or cached page: the same bytes until it is rendered again, when its ETag
 * changes too). A page seen before gets its policy from here and is sent as Next.js streams
 * it, not held, decompressed and hashed again on every request: on a cached /flota that was
 * most of the site's server's cost beside `next start` (docs/performance.md). Only plain 200
 * pages are remembered, never an error screen, whose status the held answer decides.
 * At most `size` bodies, the least recently sent forgotten first.
 */
export function pagePolicies(size = 256) {
  const byEtag = new Map<string, string>();
  const known: KnownAnswer = (res, { status, etag }) => {
    const policy = typeof etag === 'string' && status === 200 ? byEtag.get(etag) : undefined;
    if (policy === undefined) return false;
    byEtag.delete(etag as string);
    byEtag.set(etag as string, policy);
    addPolicy(res, policy);
    return true;
  };
  /** After a held answer got `policy`: remembered when it is a plain page with an ETag. */
  const remember = (res: ServerResponse, policy: string) => {
    const etag = res.getHeader('etag');
    if (typeof etag !== 'string' || res.statusCode !== 200) return;
    byEtag.delete(etag);
    byEtag.set(etag, policy);
    if (byEtag.size > size) byEtag.delete(byEtag.keys().next().value as string);
  };
  return { known, remember };
}

/** Adds `policy` to the answer's Content-Security-Policy (the site-wide one from next.config). */
export function addPolicy(res: ServerResponse, policy: string): void {
  const existing = res.getHeader('content-security-policy');
  res.setHeader('content-security-policy', existing ? `${String(existing)}; ${policy}` : policy);
}
