import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { stackInfo } from './stack-info.ts';

/**
 * The site's server replays a cached page's last answer for a second without Next.js
 * (apps/web/src/server/replayed-pages.ts), and never past an invalidation: the real server, its
 * real Next.js tags manifest and its request log (docs/operations.md "Logs"). Each test asks
 * for an address of its own (a query nobody else sends), so no other spec's page loads mix in.
 */
test.skip(({ isMobile }) => isMobile, 'requests only: once is enough');

/** Whether the site's log line of request `id` says it was replayed (undefined: not logged yet). */
async function replayedOf(id: string): Promise<boolean | undefined> {
  const { logFile } = await stackInfo();
  const line = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('[web] {') && l.includes(id))
    .map((l) => JSON.parse(l.slice(l.indexOf('{'))) as Record<string, unknown>)
    .find((l) => l.event === 'request');
  return line ? line.replayed === true : undefined;
}

async function load(request: APIRequestContext, path: string) {
  const id = `e2e-${randomUUID()}`;
  const answer = await request.get(path, { headers: { 'x-request-id': id } });
  expect(answer.status()).toBe(200);
  return { id, body: await answer.text(), policy: answer.headers()['content-security-policy'] };
}

test('a cached page asked for again within the second is replayed, policy and bytes as sent', async ({
  request,
}) => {
  const path = `/flota?replay=${randomUUID()}`;
  await expect(async () => {
    const first = await load(request, path);
    const again = await load(request, path);
    await expect.poll(() => replayedOf(again.id)).toBeDefined();
    expect(await replayedOf(again.id)).toBe(true);
    expect(again.body).toBe(first.body);
    expect(again.policy).toBe(first.policy);
    expect(again.policy).toMatch(/script-src 'self' 'sha256-/);
  }).toPass({ timeout: 20_000 });
});

test('an invalidation (a Studio edit) ends the replays at once', async ({ request }) => {
  const { revalidateSecret } = await stackInfo();
  const path = `/flota?replay=${randomUUID()}`;
  await expect(async () => {
    await load(request, path);
    // Replayed until then…
    const before = await load(request, path);
    await expect.poll(() => replayedOf(before.id)).toBeDefined();
    expect(await replayedOf(before.id)).toBe(true);
    const revalidated = await request.post('/api/revalidate', {
      data: { collection: 'flota' },
      headers: { 'x-revalidate-secret': revalidateSecret },
    });
    expect(revalidated.status()).toBe(200);
    // …and not once the tags manifest has the invalidation, though the second is not over.
    const after = await load(request, path);
    await expect.poll(() => replayedOf(after.id)).toBe(false);
  }).toPass({ timeout: 20_000 });
});
