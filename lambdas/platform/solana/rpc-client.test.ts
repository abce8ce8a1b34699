import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../../scripts/local/fake-solana-rpc.js';
import { RpcError, RpcUnavailableError, SolanaRpcClient } from './rpc-client.js';
import { TOKEN_2022_PROGRAM_ID } from './rpc-methods.js';

const MINT = fakePublicKey('rpc-test-mint');
const wallet = (name: string) => fakePublicKey(`rpc-test-wallet-${name}`);

let rpc: FakeSolanaRpc;
let client: SolanaRpcClient;
beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  client = new SolanaRpcClient({ url: rpc.url, timeoutMs: 1000 });
});
afterAll(() => rpc.stop());
beforeEach(() => {
  rpc.setOutage('none');
  for (const account of rpc.tokenAccounts()) rpc.removeTokenAccount(account.address);
});

describe('SolanaRpcClient', () => {
  it('answers getBalance and getAccountInfo (jsonParsed mint) in the node’s shape', async () => {
    rpc.setBalance(wallet('donations'), 2_500_000_000);
    rpc.setMint({
      address: MINT,
      program: 'token-2022',
      supply: 1_000_000_000_000_000n,
      decimals: 6,
      mintAuthority: null,
      freezeAuthority: wallet('freezer'),
    });
    const balance = await client.call('getBalance', [wallet('donations')]);
    expect(balance.value).toBe(2_500_000_000);
    const info = await client.call('getAccountInfo', [MINT, { encoding: 'jsonParsed' }]);
    expect(info.value).toMatchObject({
      owner: TOKEN_2022_PROGRAM_ID,
      data: {
        program: 'spl-token-2022',
        parsed: {
          type: 'mint',
          info: {
            supply: '1000000000000000',
            decimals: 6,
            mintAuthority: null,
            freezeAuthority: wallet('freezer'),
          },
        },
      },
    });
    const raw = await client.call('getAccountInfo', [MINT, { encoding: 'base64' }]);
    const data = raw.value?.data as [string, string] | undefined;
    expect(Buffer.from(data?.[0] ?? '', 'base64').length).toBe(82);
  });

  it('turns a JSON-RPC error into RpcError with its code', async () => {
    const error = await client.request('noSuchMethod').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code: -32601, method: 'noSuchMethod' });
    rpc.setOutage('rpc-error');
    await expect(client.call('getSlot', [])).rejects.toMatchObject({ name: 'RpcError', code: -32005 });
  });

  it('turns an HTTP 503 and a node that never answers into RpcUnavailableError, without the URL', async () => {
    rpc.setOutage('http-503');
    const unavailable = await client.call('getSlot', []).catch((e: unknown) => e);
    expect(unavailable).toBeInstanceOf(RpcUnavailableError);
    expect(unavailable).toMatchObject({ status: 503 });
    rpc.setOutage('hang');
    const timeout = (await client.call('getSlot', []).catch((e: unknown) => e)) as Error;
    expect(timeout).toBeInstanceOf(RpcUnavailableError);
    expect(timeout.message).toBe('getSlot: RPC unavailable: no answer within 1000 ms');
    expect(timeout.message).not.toContain(rpc.url);
  });

  it('refuses to reach a closed port with RpcUnavailableError', async () => {
    const closed = await startFakeSolanaRpc();
    await closed.stop();
    const error = await new SolanaRpcClient({ url: closed.url }).call('getSlot', []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcUnavailableError);
    expect((error as Error).message).toBe(
      'getSlot: RPC unavailable: network error (connection failed (ECONNREFUSED))',
    );
  });

  it('never calls the global fetch (its first call loads undici: about 60 ms of a cold start)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('fetch was called'));
    try {
      rpc.setBalance(wallet('no-fetch'), 7);
      expect((await client.call('getBalance', [wallet('no-fetch')])).value).toBe(7);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('SolanaRpcClient, a provider that echoes its URL or answers too much', () => {
  it('redacts the API key from a streamed 200 error answer, and refuses a huge streamed error body', async () => {
    const { createServer } = await import('node:http');
    let echo = true;
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        if (echo) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32600, message: `bad key at ${url}` } }),
          );
          return;
        }
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('x'.repeat(200_000));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/?api-key=sekret-key-123456`;
    const keyed = new SolanaRpcClient({ url, timeoutMs: 2000 });
    let text = '';
    // A reader as the holder feed's: it parses what streamed in, a JSON-RPC error included.
    const scanner = {
      write: (piece: Buffer) => {
        text += piece.toString('utf8');
      },
      end: () => JSON.parse(text) as never,
    };
    try {
      const error = await keyed.stream('getProgramAccounts', [], scanner).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RpcError);
      expect((error as Error).message).not.toContain('sekret-key-123456');
      echo = false;
      const huge = await keyed.stream('getProgramAccounts', [], scanner).catch((e: unknown) => e);
      expect(huge).toBeInstanceOf(RpcUnavailableError);
      expect((huge as Error).message).toContain('larger than 65536 bytes');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('checkRpcUrl', () => {
  it('takes https only outside the local stack, without quoting the URL', async () => {
    const { checkRpcUrl } = await import('./rpc-env.js');
    expect(() => checkRpcUrl('http://node.example/?api-key=k123')).toThrow(
      'The Solana RPC URL must use https://, not http://',
    );
    expect(checkRpcUrl('http://127.0.0.1:8899/', { allowHttp: true })).toBe('http://127.0.0.1:8899/');
    expect(checkRpcUrl('https://node.example/?api-key=k123')).toBe('https://node.example/?api-key=k123');
  });
});
