import { createDirectus, rest, withToken, type RestClient, type RestCommand } from '@directus/sdk';
import { toCmsError } from './errors.ts';
import { DEFAULT_CMS_TIMEOUT_MS } from '../config/cms-timeout.ts';

/**
 * The wire both Directus clients share: the SDK over a fetch with a timeout and no caching,
 * exactly the token given, every failure mapped as SPEC §8 says (CmsError).
 */
export interface TransportOptions {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/** Any collection of any items: the schema SDK commands are typed against when the caller names no schema. */
export type AnySchema = Record<string, Record<string, unknown>[]>;

export interface DirectusTransport {
  request<R>(what: string, command: RestCommand<R, unknown>, token: string | null): Promise<R>;
  /** The timed fetch itself, for the rare call the SDK cannot make (reading a redirect). */
  fetch: typeof fetch;
  /** How long one call may take (CMS_TIMEOUT_MS): a caller that asks several times stays within it. */
  timeoutMs: number;
  log: (line: string) => void;
}

/** 'POST /auth/login' for a command, for the logs and the SPEC §8 error. */
export function describeCommand(command: RestCommand<unknown, unknown>): string {
  try {
    const { method = 'GET', path } = command();
    return `${method} ${path}`;
  } catch {
    return 'request';
  }
}

/**
 * The SDK takes a failed response without a JSON body (a 431, a proxy's 502 page) for an empty
 * success, `{}` where a list was expected; such a response fails here with its status.
 */
async function failedUnlessJson(response: Response): Promise<Response> {
  if (response.ok || (response.headers.get('content-type') ?? '').includes('json')) return response;
  throw Object.assign(new Error(`${response.status} ${response.statusText}`), {
    errors: null,
    response,
  });
}

export function directusTransport(options: TransportOptions): DirectusTransport {
  const baseFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CMS_TIMEOUT_MS;
  const timedFetch: typeof fetch = (input, init) =>
    baseFetch(input, {
      ...init,
      signal: init?.signal ?? AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  const sdk: RestClient<AnySchema> = createDirectus<AnySchema>(options.url, {
    globals: { fetch: (input, init) => timedFetch(input, init).then(failedUnlessJson) },
  }).with(rest());
  const log = options.log ?? console.error;
  return {
    async request(what, command, token) {
      try {
        return (await sdk.request(token ? withToken(token, command) : command)) as never;
      } catch (error) {
        throw toCmsError(error, what, log);
      }
    },
    fetch: timedFetch,
    timeoutMs,
    log,
  };
}
