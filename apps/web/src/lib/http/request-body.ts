/**
 * A route's request body, read no further than its limit: refused unread on a true
 * `Content-Length` over it (src/server/body-limit.ts), else counted as it streams. Every
 * route handler reads its body here, since `request.json()` and friends read it whole.
 */
export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; status: 413 };

const TOO_LARGE = { ok: false, status: 413 } as const;

export async function readBody(request: Request, maxBytes: number): Promise<BodyRead> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return TOO_LARGE;
  const reader = request.body?.getReader();
  if (!reader) return { ok: true, bytes: new Uint8Array(0) };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: the response does not wait on the client's connection.
      reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** The body as text (UTF-8), no further than `maxBytes`. */
export async function readBodyText(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; text: string } | { ok: false; status: 413 }> {
  const body = await readBody(request, maxBytes);
  return body.ok ? { ok: true, text: new TextDecoder().decode(body.bytes) } : body;
}
