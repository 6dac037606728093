import 'server-only';
import { headers } from 'next/headers';

/** The visitor-facing path of this request (without locale prefix), as the proxy saw it. */
export async function currentPath(): Promise<string> {
  return (await headers()).get('x-site-path') ?? '/';
}

export async function userAgent(): Promise<string | null> {
  return (await headers()).get('user-agent');
}
