import { format } from 'node:util';

/**
 * The site's and the worker's log lines (docs/operations.md "Logs"): JSON or a short human
 * line, with time, level, brand and request id; `console.info({ event })` is a business event.
 */
export type LogFormat = 'json' | 'human';
type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

export function logFormatOf(value: string | undefined, isTty: boolean): LogFormat {
  if (value === 'json' || value === 'human') return value;
  if (value) throw new Error(`LOG_FORMAT must be json or human, got '${value}'`);
  return isTty ? 'human' : 'json';
}

/** A business event: `console.info({ event: 'reservation.created', code, … })`. */
const isEvent = (arg: unknown): arg is Fields & { event: string } =>
  typeof arg === 'object' &&
  arg !== null &&
  !Array.isArray(arg) &&
  typeof (arg as { event?: unknown }).event === 'string';

/** Terminal colour codes (ESC [ … m). */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export interface LineContext {
  brand: string;
  requestId?: string;
  now?: Date;
}

/** One log line for a console call's arguments. */
export function logLine(level: Level, args: unknown[], ctx: LineContext, as: LogFormat): string {
  const time = (ctx.now ?? new Date()).toISOString();
  const fields: Fields = isEvent(args[0]) ? { ...args[0] } : { msg: format(...args) };
  // Next colours its own error lines for a terminal; a log collector wants the text.
  if (as === 'json' && typeof fields.msg === 'string') fields.msg = fields.msg.replace(ANSI, '');
  if (as === 'json')
    return JSON.stringify({
      time,
      level,
      brand: ctx.brand,
      ...(ctx.requestId && { requestId: ctx.requestId }),
      ...fields,
    });
  return [
    time.slice(11, 23),
    level.toUpperCase().padEnd(5),
    ctx.requestId ? `[${ctx.requestId.slice(0, 8)}]` : '',
    humanText(fields),
  ]
    .filter(Boolean)
    .join(' ');
}

/** A line's fields for a person: the message, a request as `GET /path 200 12ms`, else key=value pairs. */
function humanText({ msg, ...rest }: Fields): string {
  if (rest.event === 'request') return `${rest.method} ${rest.path} ${rest.status} ${rest.ms}ms`;
  const pairs = Object.entries(rest).map(
    ([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`,
  );
  return [msg, ...pairs].filter(Boolean).join(' ');
}

/** The request line: method, path without its query (it may carry a signed link), status, time. */
export function requestFields(req: { method?: string; url?: string }, status: number, ms: number) {
  return {
    event: 'request',
    method: req.method ?? 'GET',
    path: (req.url ?? '/').split('?')[0].slice(0, 300),
    status,
    ms: Math.round(ms),
  };
}

/** Sends every console call through `logLine`, to stdout (debug, info) or stderr (warn, error). */
export function installLogLines(opts: {
  format: LogFormat;
  brand: string;
  requestId: () => string | undefined;
  write?: (stream: 'out' | 'err', line: string) => void;
}): void {
  const write =
    opts.write ??
    ((stream, line) => (stream === 'out' ? process.stdout : process.stderr).write(`${line}\n`));
  const levels: [(keyof Console & Level) | 'log', Level, 'out' | 'err'][] = [
    ['debug', 'debug', 'out'],
    ['log', 'info', 'out'],
    ['info', 'info', 'out'],
    ['warn', 'warn', 'err'],
    ['error', 'error', 'err'],
  ];
  for (const [method, level, stream] of levels)
    console[method] = (...args: unknown[]) =>
      write(
        stream,
        logLine(level, args, { brand: opts.brand, requestId: opts.requestId() }, opts.format),
      );
}
