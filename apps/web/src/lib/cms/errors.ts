/**
 * SPEC §8 "Any backend call error": logged as status and status text, then rethrown with
 * statusCode, statusMessage and the response data.
 */
export class CmsError extends Error {
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly data: unknown;
  constructor(
    message: string,
    statusCode: number,
    statusMessage: string,
    data: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CmsError';
    this.statusCode = statusCode;
    this.statusMessage = statusMessage;
    this.data = data;
  }
}

/** The code of the CMS's first error (Directus' `extensions.code`, e.g. UNIT_TAKEN), if any. */
export function cmsErrorCode(error: CmsError): string | null {
  const first = Array.isArray(error.data)
    ? (error.data[0] as { extensions?: { code?: unknown } })
    : null;
  return typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
}

interface SdkFailure {
  errors?: unknown;
  response?: Response;
}

const isSdkFailure = (e: unknown): e is SdkFailure =>
  typeof e === 'object' &&
  e !== null &&
  'response' in e &&
  (e as SdkFailure).response instanceof Response;

/** Turns whatever the SDK or fetch threw into a CmsError, logging status and status text. */
export function toCmsError(
  error: unknown,
  what: string,
  log: (line: string) => void = console.error,
): CmsError {
  if (error instanceof CmsError) return error;
  if (isSdkFailure(error)) {
    const res = error.response as Response;
    log(`[cms] ${what} failed: ${res.status} ${res.statusText}`);
    return new CmsError(
      `${what} failed: ${res.status} ${res.statusText}`,
      res.status,
      res.statusText,
      error.errors ?? null,
      { cause: error },
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  const timedOut =
    error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  const [status, text] = timedOut ? [504, 'Gateway Timeout'] : [503, 'Service Unavailable'];
  log(`[cms] ${what} failed: ${status} ${text} (${reason})`);
  return new CmsError(
    `${what} failed: ${status} ${text}`,
    status,
    text,
    { reason },
    { cause: error },
  );
}

/**
 * A record read by id that is not there, or not the caller's to read (Directus responds 403 for
 * both when it may not say which): null. Anything else is still an error.
 */
export async function unlessMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof CmsError && (error.statusCode === 403 || error.statusCode === 404))
      return null;
    throw error;
  }
}
