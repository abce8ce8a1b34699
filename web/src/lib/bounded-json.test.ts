import { describe, expect, it } from 'vitest';
import { AnswerTooLargeError, readJsonWithin } from './bounded-json';

/** A streamed answer of `chunks` pieces of `size` bytes each (a JSON string), counting the pieces read. */
function streamed(chunks: number, size: number) {
  let pulled = 0;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === 0) controller.enqueue(encoder.encode('"'));
      if (pulled === chunks) {
        controller.enqueue(encoder.encode('"'));
        controller.close();
        return;
      }
      pulled++;
      controller.enqueue(encoder.encode('x'.repeat(size)));
    },
  });
  return { response: new Response(body), pulled: () => pulled };
}

describe('readJsonWithin', () => {
  it('reads an answer within the limit', async () => {
    const { response } = streamed(3, 10);
    expect(await readJsonWithin(response, 1024, 'Service')).toBe('x'.repeat(30));
  });

  it('stops reading a streamed answer past the limit, saying so', async () => {
    const answer = streamed(1000, 1024);
    const error = await readJsonWithin(answer.response, 4096, 'Price service').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerTooLargeError);
    expect((error as Error).message).toBe('Price service answered more than 4096 bytes');
    expect(answer.pulled()).toBeLessThan(10);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const response = new Response('"small"', { headers: { 'content-length': '999999' } });
    await expect(readJsonWithin(response, 1024, 'Service')).rejects.toThrow(
      'Service answered more than 1024 bytes',
    );
  });
});
