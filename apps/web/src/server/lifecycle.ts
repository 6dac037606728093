/**
 * Shutting down gracefully (docs/operations.md): on SIGTERM the server stops taking
 * connections, lets the requests under way finish (a booking is never cut half-written), says
 * "not ready" meanwhile so a balancer sends no more, and exits; a request that is still running
 * after the grace period is cut. The flag is a process-wide symbol: the /api/ready route runs
 * in Next's bundle, not in this module's copy.
 */
const SHUTTING_DOWN = Symbol.for('rental.shutting-down');

type Flagged = typeof globalThis & { [SHUTTING_DOWN]?: boolean };

export const shuttingDown = (): boolean => (globalThis as Flagged)[SHUTTING_DOWN] === true;

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
    (globalThis as Flagged)[SHUTTING_DOWN] = true;
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
