/** A request whose body streams `total` bytes in 64 KB chunks, with no Content-Length; counts what was pulled. */
export function streamedPost(total: number, url = 'http://127.0.0.1:3000/api/reservations') {
  const pulled = { bytes: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const n = Math.min(64 * 1024, total - pulled.bytes);
      pulled.bytes += n;
      controller.enqueue(new Uint8Array(n).fill(0x20));
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  const request = new Request(url, {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled };
}
