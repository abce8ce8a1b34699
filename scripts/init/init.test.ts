import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_PROGRAMS } from '../../lambdas/contract/facts.js';
import { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';
import { routeToLocal, startTlsFront, type TlsFront } from '../../lambdas/test/tls-front.js';
import { committedOperatorConfigRaw } from '../../web/src/config/node/fixtures.js';
import { parseOperatorConfig } from '../../web/src/config/node/operator-config.js';
import { site } from '../../web/src/config/site.js';
import { type FakeSolanaRpc, fakePublicKey, startFakeSolanaRpc } from '../local/fake-solana-rpc.js';
import { fakeKeyAddress } from '../local/fake-squads.js';
import { metaplexMetadataData, token2022MintData } from '../local/fake-token-metadata.js';
import { localTokenMint, startLocalSolana } from '../local/holder-feed.js';
import { buildConfig, type InitAnswers } from './build-config.js';
import { METAPLEX_PROGRAM, metadataAddress } from './metaplex.js';
import { readToken } from './read-token.js';

// npm run init against the local chain serving metadata at its real layouts (Metaplex's account,
// Token-2022's extension), and a metadata host over https (a TLS front on a public name) that answers
// JSON, never, 10 MB, HTML or text, or redirects to the operator's own network.

const CLASSIC = fakePublicKey('init-classic-mint');
const TOKEN_2022 = fakePublicKey('init-2022-mint');
const BARE = fakePublicKey('init-bare-mint');
let chain: FakeSolanaRpc;
let host: Server;
let origin: string;
let front: TlsFront;
let unroute: () => void;
/** A listener on 127.0.0.1 that counts the connections made to it: the operator's own network. */
let inner: TcpServer;
let innerConnections = 0;
const held = new Set<ServerResponse>();

const ANSWERS: InitAnswers = {
  pairAddress: fakePublicKey('init-pair'),
  donationWallet: fakeKeyAddress('init-wallet'),
  domain: 'moontoken.org',
  operatorName: 'Moon Community Association',
  operatorAddress: 'Rruga 1, 10000 Prishtina, Kosovo',
  supportEmail: 'hello@moontoken.org',
  communityChat: 'https://t.me/moon_token',
  x: 'https://x.com/moon_token',
  firebaseProjectId: 'moon-token-site',
  firebaseApiKey: 'AIzaSyMoonKey000000000000000000000000',
  adminUid: 'MoonAdminUid01',
};

beforeAll(async () => {
  host = createServer((req, res) => {
    if (req.url === '/ok.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          name: 'Moon',
          symbol: 'MOON',
          image: 'https://img.moontoken.org/moon.png',
          description: 'To the moon.',
        }),
      );
    } else if (req.url?.startsWith('/redirect?to=')) {
      res.writeHead(302, { location: decodeURIComponent(req.url.slice('/redirect?to='.length)) });
      res.end();
    } else if (req.url === '/plain.txt') {
      // What an internal service answers: text, which JSON.parse would read.
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(JSON.stringify({ name: 'internal-service-name' }));
    } else if (req.url === '/hang.json') held.add(res);
    else if (req.url === '/huge.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      // 10 MB, sent in 64 KiB pieces: the reader must stop at its cap, not hold it all.
      const piece = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const more = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += piece.length;
          if (!res.write(piece)) return res.once('drain', more);
        }
        res.end();
      };
      res.on('error', () => undefined);
      more();
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Moon</title>');
    }
  });
  await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
  front = await startTlsFront('metadata.moontoken.org', (host.address() as AddressInfo).port);
  unroute = routeToLocal([front]);
  origin = front.url;
  inner = createTcpServer((socket) => {
    innerConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((done) => inner.listen(0, '127.0.0.1', done));
  chain = await startFakeSolanaRpc({
    mints: [
      {
        address: CLASSIC,
        supply: 1_000_000_000_000_000n,
        decimals: 6,
        mintAuthority: null,
        freezeAuthority: null,
      },
      {
        address: BARE,
        supply: 21_000_000_00000000n,
        decimals: 8,
        mintAuthority: fakeKeyAddress('init-minter'),
        freezeAuthority: null,
      },
    ],
  });
});
afterAll(async () => {
  unroute?.();
  await front?.stop();
  inner?.close();
  for (const res of held) res.destroy();
  host?.closeAllConnections();
  host?.close();
  await chain?.stop();
});

const rpc = () => new SolanaRpcClient({ url: chain.url });
function serveMetaplex(uri: string) {
  chain.setProgramAccount(metadataAddress(CLASSIC), {
    owner: METAPLEX_PROGRAM,
    data: metaplexMetadataData(CLASSIC, { name: 'Moon Token', symbol: 'MOON', uri }),
  });
}

describe('npm run init', () => {
  it('reads a classic mint and its Metaplex metadata and JSON, and writes a configuration the schema accepts', async () => {
    serveMetaplex(`${origin}/ok.json`);
    const token = await readToken(rpc(), CLASSIC);
    expect(token.metadata).toMatchObject({
      name: 'Moon Token',
      symbol: 'MOON',
      source: `Metaplex metadata account ${metadataAddress(CLASSIC)}`,
    });
    expect(token.json).toMatchObject({ image: 'https://img.moontoken.org/moon.png' });
    const { config, sources } = buildConfig(committedOperatorConfigRaw(), token, ANSWERS);
    const parsed = parseOperatorConfig(config, { allowPlaceholders: false });
    expect(parsed.site.token).toMatchObject({
      name: 'Moon Token',
      ticker: 'MOON',
      mintAddress: CLASSIC,
      program: 'spl-token',
    });
    expect(parsed.site.supply).toMatchObject({ decimals: 6, initialSupply: '1000000000' });
    expect(parsed.site.tokenomics.totalSupply).toBe('1,000,000,000');
    expect(sources).toContainEqual({
      path: 'site.token.program',
      value: 'spl-token',
      source: `mint account ${CLASSIC}`,
    });
    expect(sources).toContainEqual(
      expect.objectContaining({
        value: 'https://img.moontoken.org/moon.png',
        source: `metadata JSON at ${new URL(origin).host}`,
      }),
    );
  });

  it('reads Token-2022’s metadata extension in the mint itself', async () => {
    chain.setProgramAccount(TOKEN_2022, {
      owner: TOKEN_PROGRAMS['spl-token-2022'],
      data: token2022MintData(
        {
          address: TOKEN_2022,
          supply: 500_000_000_000_000_000n,
          decimals: 9,
          mintAuthority: null,
          freezeAuthority: fakeKeyAddress('init-freezer'),
        },
        { name: 'Comet', symbol: 'CMT', uri: `${origin}/ok.json` },
      ),
    });
    const token = await readToken(rpc(), TOKEN_2022);
    expect(token.facts).toMatchObject({
      program: 'spl-token-2022',
      decimals: 9,
      supply: '500000000000000000',
      mintAuthority: null,
      freezeAuthority: fakeKeyAddress('init-freezer'),
    });
    expect(token.metadata).toMatchObject({
      name: 'Comet',
      symbol: 'CMT',
      source: 'Token-2022 metadata extension of the mint',
    });
    const parsed = parseOperatorConfig(buildConfig(committedOperatorConfigRaw(), token, ANSWERS).config, {
      allowPlaceholders: false,
    });
    expect(parsed.site.token.program).toBe('spl-token-2022');
    expect(parsed.site.tokenomics.facts).toContainEqual({
      label: 'Freeze authority',
      value: `Held by ${fakeKeyAddress('init-freezer')}`,
    });
  });

  it('writes the chain’s own name when the metadata URI times out, answers 10 MB or answers HTML', async () => {
    for (const [path, problem] of [
      ['hang.json', 'did not answer within 300 ms'],
      ['huge.json', 'answered more than 64 KiB'],
      ['page.html', 'answered text/html, not JSON'],
    ] as const) {
      serveMetaplex(`${origin}/${path}`);
      const token = await readToken(rpc(), CLASSIC, { metadataTimeoutMs: 300 });
      expect(token.json).toBeUndefined();
      expect(token.notes).toEqual([`metadata JSON not used: ${new URL(origin).host} ${problem}`]);
      const parsed = parseOperatorConfig(buildConfig(committedOperatorConfigRaw(), token, ANSWERS).config, {
        allowPlaceholders: false,
      });
      expect(parsed.site.token.name).toBe('Moon Token');
    }
  });

  it('fetches nothing from a private address, follows https only, and reads JSON only', async () => {
    const port = (inner.address() as AddressInfo).port;
    const to = (target: string) => `${origin}/redirect?to=${encodeURIComponent(target)}`;
    for (const [uri, problem] of [
      [to(`https://127.0.0.1:${port}/latest/meta-data/`), `127.0.0.1:${port} is not a public address`],
      [
        to('https://169.254.169.254/latest/meta-data/iam/security-credentials/'),
        '169.254.169.254 is not a public address',
      ],
      [to(`https://[::1]:${port}/`), `[::1]:${port} is not a public address`],
      [to(`https://localhost:${port}/`), `localhost:${port} is not a public address`],
      [to(`http://metadata.moontoken.org/ok.json`), 'http: addresses are not fetched'],
      [`http://127.0.0.1:${port}/ok.json`, 'http: addresses are not fetched'],
      [to(to(to(to(`${origin}/ok.json`)))), `${front.host} redirected more than 3 times`],
      [`${origin}/plain.txt`, `${front.host} answered text/plain, not JSON`],
    ] as const) {
      serveMetaplex(uri);
      const token = await readToken(rpc(), CLASSIC);
      expect(token.json).toBeUndefined();
      expect(token.notes).toEqual([`metadata JSON not used: ${problem}`]);
    }
    expect(innerConnections).toBe(0);
    // Within the limit, a redirect is followed.
    serveMetaplex(to(to(`${origin}/ok.json`)));
    expect((await readToken(rpc(), CLASSIC)).json).toMatchObject({ name: 'Moon' });
  });

  it('asks the name and ticker of a mint without metadata', async () => {
    const token = await readToken(rpc(), BARE);
    expect(token.notes).toEqual(['the mint has no metadata (no Token-2022 extension, no Metaplex account)']);
    const { config } = buildConfig(committedOperatorConfigRaw(), token, {
      ...ANSWERS,
      name: 'Bare',
      ticker: 'BARE',
    });
    const parsed = parseOperatorConfig(config, { allowPlaceholders: false });
    expect(parsed.site.token).toMatchObject({ name: 'Bare', ticker: 'BARE' });
    expect(parsed.site.tokenomics.facts).toContainEqual({
      label: 'Mint authority',
      value: `Held by ${fakeKeyAddress('init-minter')}`,
    });
  });

  it("reads the local stack's own mint, so npm run init against npm start's chain asks only what the chain cannot know", async () => {
    const local = await startLocalSolana();
    try {
      const token = await readToken(
        new SolanaRpcClient({ url: local.url, timeoutMs: 5_000 }),
        localTokenMint(),
      );
      expect(token.metadata).toMatchObject({ name: site.token.name, symbol: site.token.ticker });
      const { config } = buildConfig(committedOperatorConfigRaw(), token, ANSWERS);
      const parsed = parseOperatorConfig(config, { allowPlaceholders: false });
      expect(parsed.site.token).toMatchObject({
        name: site.token.name,
        ticker: site.token.ticker,
        mintAddress: localTokenMint(),
      });
    } finally {
      await local.stop();
    }
  });
});
