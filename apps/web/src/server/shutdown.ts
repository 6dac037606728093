import { markShuttingDown, shuttingDown } from '../lib/runtime/shutting-down.ts';

/**
 * Graceful shutdown (docs/operations.md): stop taking connections, let the requests under way
 * finish (a booking is never cut half-written), then exit; cut whatever still runs after the grace.
 */
export interface Closable {
  close(done: () => void): unknown;
  closeIdleConnections(): void;
  closeAllConnections(): void;
}

export function shutDownOn(
  signals: readonly NodeJS.Signals[],
  server: Closable,
  opts: { graceMs?: number; exit?: (code: number) => void; log?: (fields: object) => void } = {},
): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const log = opts.log ?? ((fields: object) => console.info(fields));
  const stop = (signal: NodeJS.Signals) => {
    if (shuttingDown()) return;
    markShuttingDown();
    log({ event: 'shutdown', signal });
    server.close(() => exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      log({ event: 'shutdown.cut', reason: 'requests still running after the grace period' });
      server.closeAllConnections();
      exit(1);
    }, opts.graceMs ?? 20_000).unref();
  };
  for (const signal of signals) process.on(signal, () => stop(signal));
}
