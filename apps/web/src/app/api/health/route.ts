import { connection } from 'next/server';
import { BRAND } from '@/lib/config/brand';

/**
 * Liveness (docs/operations.md): the process responds. It asks nothing of Directus or Redis,
 * so a supervisor restarts a hung process, not one whose CMS is away (that is /api/ready).
 */
export async function GET() {
  await connection();
  return Response.json(
    { status: 'ok', brand: BRAND },
    { headers: { 'cache-control': 'no-store, max-age=0' } },
  );
}
