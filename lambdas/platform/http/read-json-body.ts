import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from './errors.js';
import { type ApiEvent, header } from './http.js';

/**
 * The request's JSON body, parsed: 415 unless the content type is JSON, 413 over `maxBytes`, 400
 * when it does not parse. Shared by the content routes and the holder webhook; each checks the shape.
 */
export function readJsonBody(event: ApiEvent, maxBytes: number): unknown {
  const contentType = header(event, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType.trim())) throw new UnsupportedMediaTypeError();
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > maxBytes) {
    throw new PayloadTooLargeError(`Request body must be at most ${maxBytes / 1024} KiB`);
  }
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
}
