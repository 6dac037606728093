import type { ServerResponse } from 'node:http';

/**
 * A 304 carries no Content-Security-Policy. A browser that revalidates a page it holds
 * replaces the stored answer's headers with the 304's; the page's body (and so its inline
 * scripts) is the stored one, so the stored policy with that body's hashes is the right one.
 * A 304 with the site-wide policy (no hashes, nothing held to hash) blocked every inline script
 * of a revisited page: it stayed on its loading screen (the complete script policy).
 * Install before anything else that wraps writeHead, so that this runs last.
 */
export function keepStoredPolicyOnNotModified(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    if (status === 304) {
      res.removeHeader('content-security-policy');
      for (const arg of args.slice(1)) {
        if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
          for (const name of Object.keys(arg))
            if (name.toLowerCase() === 'content-security-policy')
              delete (arg as Record<string, unknown>)[name];
        }
      }
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
