import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperatorConfig } from '../../web/src/config/node/operator-config.js';
import { type FakeSolanaRpc, fakePublicKey, startFakeSolanaRpc } from '../local/fake-solana-rpc.js';
import { fakeKeyAddress } from '../local/fake-squads.js';
import { metaplexMetadataData } from '../local/fake-token-metadata.js';
import { METAPLEX_PROGRAM, metadataAddress } from './metaplex.js';

const ROOT = join(import.meta.dirname, '..', '..');
const MINT = fakePublicKey('init-cli-mint');
/** A mint whose metadata name and symbol hold an ESC sequence and a right-to-left override. */
const HIDDEN = fakePublicKey('init-cli-hidden-mint');
const dir = mkdtempSync(join(tmpdir(), 'init-cli-'));
let chain: FakeSolanaRpc;

beforeAll(async () => {
  chain = await startFakeSolanaRpc({
    mints: [
      {
        address: MINT,
        supply: 420_690_000_000_000n,
        decimals: 6,
        mintAuthority: null,
        freezeAuthority: null,
      },
      { address: HIDDEN, supply: 1_000_000n, decimals: 0, mintAuthority: null, freezeAuthority: null },
    ],
  });
  chain.setProgramAccount(metadataAddress(HIDDEN), {
    owner: METAPLEX_PROGRAM,
    data: metaplexMetadataData(HIDDEN, {
      name: 'Pebble\u001b[2K\u001b[1A\u202Eelbbep',
      symbol: 'P\u202EBL',
      uri: 'http://127.0.0.1:9/pebble.json',
    }),
  });
  // A URI nobody answers on loopback: the configuration is written from the chain's name.
  chain.setProgramAccount(metadataAddress(MINT), {
    owner: METAPLEX_PROGRAM,
    data: metaplexMetadataData(MINT, {
      name: 'Pebble',
      symbol: 'PBL',
      uri: 'http://127.0.0.1:9/pebble.json',
    }),
  });
});
afterAll(async () => {
  await chain?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ANSWERS = [
  ...['--pair', fakePublicKey('init-cli-pair'), '--wallet', fakeKeyAddress('init-cli-wallet')],
  ...[
    '--domain',
    'pebbletoken.org',
    '--operator-name',
    'Pebble Association',
    '--operator-address',
    'Rruga 2, Prishtina',
  ],
  ...['--email', 'hello@pebbletoken.org', '--chat', 'https://t.me/pebble', '--x', 'https://x.com/pebble'],
  ...[
    '--firebase-project',
    'pebble-site',
    '--firebase-api-key',
    'AIzaSyPebble0000000000000000000000',
    '--admin-uid',
    'PebbleAdmin1',
  ],
];

const init = (args: string[], mint = MINT) =>
  promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'scripts', 'init.ts'), mint, '--rpc', chain.url, ...args],
    {
      cwd: ROOT,
    },
  ).then(
    (done) => ({ status: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => ({
      status: failed.code,
      stdout: failed.stdout,
      stderr: failed.stderr,
    }),
  );

describe('npm run init, the command', () => {
  it('writes a configuration the schema accepts, showing each value’s source, and never replaces a file without --force', async () => {
    const out = join(dir, 'operator-config.json');
    const written = await init(['--out', out, ...ANSWERS]);
    expect(written.status).toBe(0);
    expect(written.stdout).toMatch(/site\.token\.name\s+Pebble\s+\(Metaplex metadata account/);
    expect(written.stdout).toMatch(/site\.donationWallet\s+\S+\s+\(your answer\)/);
    const config = loadOperatorConfig(out, { allowPlaceholders: false });
    expect(config.site.token).toMatchObject({ name: 'Pebble', ticker: 'PBL', mintAddress: MINT });
    expect(config.site.tokenomics.totalSupply).toBe('420,690,000');

    writeFileSync(out, '{"mine": true}\n');
    const refused = await init(['--out', out, ...ANSWERS]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('exists: pass --force to replace it');
    expect(readFileSync(out, 'utf8')).toBe('{"mine": true}\n');
    expect((await init(['--out', out, '--force', ...ANSWERS])).status).toBe(0);
  });

  it('prints no control or direction character of the chain’s, writes none, and asks the name instead', async () => {
    const out = join(dir, 'hidden.json');
    const done = await init(['--out', out, '--name', 'Pebble', '--ticker', 'PBL', ...ANSWERS], HIDDEN);
    expect(done.status).toBe(0);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
    expect(done.stdout + done.stderr).not.toMatch(/[\u001b\u202E]/);
    expect(done.stdout).toContain(
      'its name holds control or direction characters, not used: Pebble\\u{1b}[2K',
    );
    expect(done.stdout).toMatch(/site\.token\.name\s+Pebble\s+\(your answer\)/);
    const config = loadOperatorConfig(out, { allowPlaceholders: false });
    expect(config.site.token).toMatchObject({ name: 'Pebble', ticker: 'PBL' });
  });
});
