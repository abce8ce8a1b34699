import { describe, expect, it } from 'vitest';
import { AccountDataScanner, TruncatedAnswerError, UnexpectedAnswerError } from './account-data-scanner.js';

const slice = (n: number) => Buffer.alloc(40, n);
const answer = (count: number) =>
  JSON.stringify({
    jsonrpc: '2.0',
    result: Array.from({ length: count }, (_, i) => ({
      pubkey: `Account\\"${i}`,
      account: { data: [slice(i).toString('base64'), 'base64'], owner: 'x', lamports: 1, space: 165 },
    })),
    id: 1,
  });

/** Feeds `text` to a scanner in pieces of `size` bytes and returns the decoded data and the summary. */
function scan(text: string, size: number) {
  const seen: number[][] = [];
  const scanner = new AccountDataScanner((data) => seen.push([...data]));
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) scanner.write(bytes.subarray(at, at + size));
  return { seen, summary: scanner.end() };
}

describe('AccountDataScanner', () => {
  it.each([1, 2, 3, 7, 64, 100_000])(
    'reads every account’s data whatever the piece size (%i bytes)',
    (size) => {
      const { seen, summary } = scan(answer(20), size);
      expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => [...slice(i)]));
      expect(summary).toMatchObject({ accounts: 20 });
    },
  );

  it('reads an empty list as zero accounts', () => {
    expect(scan('{"jsonrpc":"2.0","result":[],"id":1}', 5).summary.accounts).toBe(0);
  });

  it.each([10, 200, 500])('refuses an answer cut after %i bytes', (cut) => {
    expect(() => scan(answer(5).slice(0, cut), 16)).toThrow(TruncatedAnswerError);
  });

  it('returns a JSON-RPC error answer', () => {
    const text = '{"jsonrpc":"2.0","error":{"code":-32005,"message":"Node is unhealthy"},"id":1}';
    expect(scan(text, 7).summary.error).toEqual({ code: -32005, message: 'Node is unhealthy' });
  });

  it.each([
    ['a result that is not a list', '{"jsonrpc":"2.0","result":null,"id":1}'],
    ['no result at all', '{"jsonrpc":"2.0","id":1}'],
    ['data that is not base64', '{"jsonrpc":"2.0","result":[{"account":{"data":["@@@@","base64"]}}],"id":1}'],
  ])('refuses %s', (_what, text) => {
    expect(() => scan(text, 4)).toThrow(UnexpectedAnswerError);
  });
});
