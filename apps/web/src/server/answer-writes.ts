/*
 * The arguments of Node's `res.write(chunk, [encoding], [callback])` and
 * `res.end([chunk], [encoding], [callback])`, for the wrappers that hold an answer's bytes
 * (hold-html.ts, small-answers.ts).
 */

export type Chunk = string | Buffer | Uint8Array;
export type Callback = (error?: Error | null) => void;

/** The callback among the arguments, wherever it was given. */
export const callbackOf = (...args: unknown[]): Callback | undefined =>
  args.find((a): a is Callback => typeof a === 'function');

/** A chunk's bytes (a string in its encoding, utf8 unless told). */
const bytesOf = (chunk: Chunk, encoding?: BufferEncoding | Callback): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined)
    : Buffer.from(chunk);

/** The bytes a write or end was given, or null when it was given none (or a callback in their place). */
export const bytesGiven = (
  chunk: Chunk | Callback | null | undefined,
  encoding?: BufferEncoding | Callback,
): Buffer | null =>
  chunk === undefined || chunk === null || typeof chunk === 'function'
    ? null
    : bytesOf(chunk, encoding);
