import { directusTransform, imageVariantOf } from '@rental/domain/images';
import { ASSET_POLICY, assetDisposition } from '@rental/domain/security-headers';
import { cms } from '@/lib/cms';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'];

/**
 * SPEC §7 images on the site's host: Directus stays private and the site fetches with its token.
 * `?w=640&fm=avif` asks for a listed resized copy (domain images.ts).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!UUID.test(id)) return new Response('Not found', { status: 404 });
  const variant = imageVariantOf(new URL(request.url).searchParams);
  if (variant === 'bad') return new Response('No such size', { status: 400 });
  try {
    const upstream = await cms().asset(id, {}, variant ? directusTransform(variant) : undefined);
    if (!upstream.ok)
      return new Response('Not found', {
        status: upstream.status === 403 || upstream.status === 404 ? 404 : 502,
      });
    const headers = new Headers();
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set('cache-control', 'public, max-age=3600, stale-while-revalidate=86400');
    headers.set('x-content-type-options', 'nosniff');
    // Files are images here, never documents that could run script (server.ts enforces both).
    headers.set('content-security-policy', ASSET_POLICY);
    headers.set('content-disposition', assetDisposition(upstream.headers.get('content-type')));
    return new Response(upstream.body, { status: 200, headers });
  } catch {
    return new Response('Content backend unavailable', { status: 503 });
  }
}
