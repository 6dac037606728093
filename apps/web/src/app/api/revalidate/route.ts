import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { refusedFlowCall } from '@/lib/config/secret';
import { CMS_TAG, collectionTag } from '@/lib/cms/tags';
import { forgetBookingData } from '@/lib/booking/deps';
import { readBodyText } from '@/lib/http/request-body';

/** `{ "collection": "…" }` and no more. */
const MAX_BODY_BYTES = 1024;

const body = z
  .object({
    collection: z
      .string()
      .regex(/^[a-z_]{1,64}$/)
      .optional(),
  })
  .strict();

/** The body as JSON; an empty or unreadable one asks to refresh everything, as before. */
function parseOrEmpty(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** Called by the Directus flow "Refresh the website" with REVALIDATE_SECRET: expires the changed collection's data, or all when none is named. */
export async function POST(request: Request) {
  const refused = refusedFlowCall(request, 'Revalidation is not configured');
  if (refused) return refused;
  const text = await readBodyText(request, MAX_BODY_BYTES);
  if (!text.ok) return Response.json({ error: 'Body too large' }, { status: 413 });
  const parsed = body.safeParse(parseOrEmpty(text.text));
  if (!parsed.success)
    return Response.json({ error: 'Body must be { "collection"?: string }' }, { status: 400 });
  const tag = parsed.data.collection ? collectionTag(parsed.data.collection) : CMS_TAG;
  // Expired, not stale: a page rebuilt in the background while its data was only stale kept
  // that stale data under a fresh date (a Studio price change missing for up to a minute).
  revalidateTag(tag, { expire: 0 });
  forgetBookingData();
  return Response.json({ revalidated: tag });
}
