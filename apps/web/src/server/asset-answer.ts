import type { ServerResponse } from 'node:http';
import { ASSET_PATH_PREFIX, ASSET_POLICY, assetDisposition } from '@rental/domain/security-headers';

/** Whether Next.js will route this request to a CMS file: its path as Next reads it (decoded, dots resolved). */
export function isAssetRequest(url: string | undefined): boolean {
  // Leading slashes collapsed first: `//assets/x` would otherwise parse as a host named assets.
  let path = (url ?? '/').replace(/^\/+/, '/');
  try {
    path = decodeURIComponent(new URL(path, 'http://site.invalid').pathname);
  } catch {
    // An undecodable path reaches no route.
  }
  return path.replace(/\/{2,}/g, '/').startsWith(ASSET_PATH_PREFIX);
}

/**
 * A CMS file's answer keeps the sandbox policy and, unless it is an image, is a download: set
 * just before the head is sent, so that no site-wide header (next.config.ts) or script policy
 * can replace them (an SVG with a script ran on the site's origin).
 */
export function keepAssetPolicy(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find(
      (a, i) => i > 0 && a && typeof a === 'object' && !Array.isArray(a),
    ) as Record<string, unknown> | undefined;
    if (headers)
      for (const name of Object.keys(headers))
        if (/^content-(security-policy|disposition)$/i.test(name)) delete headers[name];
    const type = String(
      headers?.['content-type'] ?? headers?.['Content-Type'] ?? res.getHeader('content-type') ?? '',
    );
    res.setHeader('content-security-policy', ASSET_POLICY);
    res.setHeader('content-disposition', assetDisposition(type));
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
