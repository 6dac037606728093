import { createServer as createHttpServer } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a service (Directus for the resilience tests, the mailbox for the
 * outbox tests) that a test switches between three states:
 * `up` (passes through), `down` (refuses, as a stopped Directus does) and `slow` (holds every
 * new connection for `delayMs` before passing it on). Controlled over HTTP:
 * `POST /up`, `POST /down`, `POST /slow?ms=5000`; `GET /` tells the state.
 */
type FaultState = { mode: 'up' | 'down' | 'slow'; delayMs: number };

export async function startFaultProxy(opts: {
  port: number;
  controlPort: number;
  target: URL;
}): Promise<{ close(): Promise<void> }> {
  const state: FaultState = { mode: 'up', delayMs: 0 };
  const open = new Set<Socket>();
  /** Connections `slow` is holding, with their hand-over: `up` hands them over at once. */
  const held = new Map<Socket, { timer: NodeJS.Timeout; pass: () => void }>();

  const proxy = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    if (state.mode === 'down') return client.destroy();
    const pass = () => {
      held.delete(client);
      if (client.destroyed) return;
      const upstream = connect(Number(opts.target.port), opts.target.hostname);
      open.add(upstream);
      upstream.on('close', () => open.delete(upstream));
      client.pipe(upstream).pipe(client);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    };
    if (state.mode === 'slow') held.set(client, { timer: setTimeout(pass, state.delayMs), pass });
    else pass();
  });

  const control = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'POST' && ['/up', '/down', '/slow'].includes(url.pathname)) {
      state.mode = url.pathname.slice(1) as FaultState['mode'];
      state.delayMs = state.mode === 'slow' ? Number(url.searchParams.get('ms') ?? 5000) : 0;
      // Connections kept alive from before are cut, so the new state holds for every call.
      if (state.mode !== 'up') for (const s of open) s.destroy();
      // Back up: what `slow` still holds goes through now. A connection held past the switch
      // would otherwise stall the site's next call on it, long after Directus is "back".
      else
        for (const { timer, pass } of [...held.values()]) {
          clearTimeout(timer);
          pass();
        }
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(state));
  });

  await Promise.all([
    new Promise<void>((r) => proxy.listen(opts.port, '127.0.0.1', r)),
    new Promise<void>((r) => control.listen(opts.controlPort, '127.0.0.1', r)),
  ]);
  return {
    close: async () => {
      for (const s of open) s.destroy();
      await Promise.all([new Promise((r) => proxy.close(r)), new Promise((r) => control.close(r))]);
    },
  };
}
