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
function scan(text: string, size: number, shape: 'list' | 'page' = 'list') {
  const seen: number[][] = [];
  const scanner = new AccountDataScanner((data) => seen.push([...data]), shape);
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

  it.each([
    [
      'before',
      (i: number) =>
        `{"pubkey":"Acc${i}","account":{"data":["${slice(i).toString('base64')}","base64"],"space":165}}`,
    ],
    [
      'after',
      (i: number) =>
        `{"account":{"data":["${slice(i).toString('base64')}","base64"],"space":165},"pubkey":"Acc${i}"}`,
    ],
  ])('hands on each account’s address with its data, the pubkey %s the account', (_order, entry) => {
    const text = `{"jsonrpc":"2.0","result":[${[0, 1, 2].map(entry).join(',')}],"id":1}`;
    for (const size of [1, 5, 1000]) {
      const seen: [number[], string][] = [];
      const scanner = new AccountDataScanner((data, address) =>
        seen.push([[...data], Buffer.from(address).toString()]),
      );
      const bytes = Buffer.from(text);
      for (let at = 0; at < bytes.length; at += size) scanner.write(bytes.subarray(at, at + size));
      expect(scanner.end().accounts).toBe(3);
      expect(seen).toEqual([0, 1, 2].map((i) => [[...slice(i)], `Acc${i}`]));
    }
  });

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

  const page = (count: number, rest: string) =>
    `{"jsonrpc":"2.0","id":1,"result":{"accounts":${JSON.stringify(JSON.parse(answer(count)).result)}${rest}}}`;

  it.each([1, 3, 64, 100_000])(
    'reads a getProgramAccountsV2 page, its pagination key and total (pieces of %i bytes)',
    (size) => {
      const { seen, summary } = scan(
        page(7, ',"paginationKey":"8WzDXwBbmkg8","totalResults":25000'),
        size,
        'page',
      );
      expect(seen).toHaveLength(7);
      expect(summary).toMatchObject({ accounts: 7, paginationKey: '8WzDXwBbmkg8', totalResults: 25000 });
    },
  );

  it('reads the last page: a null key, no total', () => {
    expect(scan(page(0, ',"paginationKey":null'), 5, 'page').summary).toEqual({
      accounts: 0,
      bytes: expect.any(Number),
      paginationKey: null,
    });
  });

  it('refuses a list where a page was asked for, and a page without accounts', () => {
    expect(() => scan(answer(2), 9, 'page')).toThrow(UnexpectedAnswerError);
    expect(() => scan('{"jsonrpc":"2.0","result":{"paginationKey":null},"id":1}', 9, 'page')).toThrow(
      UnexpectedAnswerError,
    );
  });
});
