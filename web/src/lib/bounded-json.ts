/** An answer refused for its size; the body was not read further. */
export class AnswerTooLargeError extends Error {
  constructor(
    readonly what: string,
    readonly maxBytes: number,
  ) {
    super(`${what} answered more than ${maxBytes} bytes`);
    this.name = 'AnswerTooLargeError';
  }
}

/**
 * Reads a JSON body from a service outside the site, at most `maxBytes` of it: a declared
 * Content-Length over the limit is refused before reading, and the stream is cancelled once it passes
 * it, so a misbehaving service cannot make the page hold an answer of any size.
 */
export async function readJsonWithin(response: Response, maxBytes: number, what: string): Promise<unknown> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new AnswerTooLargeError(what, maxBytes);
  }
  if (!response.body) return JSON.parse(await response.text());
  const reader = response.body.getReader();
  const pieces: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AnswerTooLargeError(what, maxBytes);
    }
    pieces.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    whole.set(piece, at);
    at += piece.byteLength;
  }
  return JSON.parse(new TextDecoder().decode(whole));
}
