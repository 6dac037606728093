import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { readServerConfig } from '@/lib/config/server';
import { CMS_TAG, collectionTag } from '@/lib/cms/tags';

const body = z
  .object({
    collection: z
      .string()
      .regex(/^[a-z_]{1,64}$/)
      .optional(),
  })
  .strict();

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Called by the Directus flow "Refresh the website" on every content change: marks the
 * changed collection's cached data stale (stale-while-revalidate), or all CMS data when no
 * collection is named. Protected by the shared REVALIDATE_SECRET.
 */
export async function POST(request: Request) {
  const secret = readServerConfig().REVALIDATE_SECRET;
  if (!secret) return Response.json({ error: 'Revalidation is not configured' }, { status: 404 });
  if (!sameSecret(request.headers.get('x-revalidate-secret') ?? '', secret)) {
    return Response.json({ error: 'Wrong secret' }, { status: 401 });
  }
  const parsed = body.safeParse(await request.json().catch(() => ({})));
  if (!parsed.success)
    return Response.json({ error: 'Body must be { "collection"?: string }' }, { status: 400 });
  const tag = parsed.data.collection ? collectionTag(parsed.data.collection) : CMS_TAG;
  revalidateTag(tag, 'max');
  return Response.json({ revalidated: tag });
}
