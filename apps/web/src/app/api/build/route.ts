import { connection } from 'next/server';
import { BUILD_ID } from '@/lib/ops/build';

/** SPEC §4/§7: the latest build identifier, never cached (clients add a timestamp too). */
export async function GET() {
  await connection();
  return Response.json(
    { buildId: BUILD_ID },
    { headers: { 'cache-control': 'no-store, max-age=0' } },
  );
}
