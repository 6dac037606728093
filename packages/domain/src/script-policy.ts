/**
 * The script part of the Content-Security-Policy (no 'unsafe-inline' scripts).
 * Next.js writes its RSC payload as inline scripts that differ per page and per content
 * version, and nonces would need a render per request (no prerendering, no CMS-outage cache).
 * So the server hashes the inline scripts of each HTML response as it sends it
 * (apps/web/server.ts) and allows exactly those, plus the site's own script files.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script the browser would run (no `src`, a JavaScript type). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (JS_TYPES.has(type)) found.push(body);
  }
  return found;
}

/** `script-src` allowing the site's files and the given base64 SHA-256 hashes; no inline handlers. */
export function scriptPolicy(hashes: readonly string[]): string {
  const unique = [...new Set(hashes)].map((h) => `'sha256-${h}'`);
  return ["script-src 'self'", ...unique].join(' ') + "; script-src-attr 'none'";
}
