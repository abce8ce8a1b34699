import {
  AccountRole,
  decompileTransactionMessage,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit';
import { parseTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { apiClient } from './api.js';
import { clearCollections, seedDocs } from './firestore-admin.js';

const PROJECT_ID = 'demo-donate-action';
process.env.FIREBASE_PROJECT_ID = PROJECT_ID;
const WALLET = fakePublicKey('donate-action-wallet');
const DONOR = fakePublicKey('donate-action-donor');
const GOAL_REF = fakePublicKey('donate-action-goal-reference');
const ACTION_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,OPTIONS',
  'access-control-expose-headers': 'X-Action-Version, X-Blockchain-Ids',
  'x-action-version': '2.4',
  'x-blockchain-ids': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
};

let rpc: FakeSolanaRpc;
let call: ReturnType<typeof apiClient>;

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  call = apiClient({
    FIREBASE_PROJECT_ID: PROJECT_ID,
    ADMIN_UID: 'donate-action-admin',
    DONATION_WALLET: WALLET,
    DONATE_MAX_SOL: '100',
    SITE_URL: 'https://vibie.example.com',
    SOLANA_RPC_URL: rpc.url,
    LOCAL_STACK: '1',
  });
  await clearCollections('donations');
  await seedDocs('donations', {
    listing: { title: 'Listing', order: 1, targetAmount: 10, reference: GOAL_REF },
    paused: { title: 'Paused', order: 2, active: false, reference: fakePublicKey('donate-action-paused') },
  });
});
afterAll(() => rpc.stop());
beforeEach(() => {
  rpc.calls.length = 0;
});

const post = (path: string, body: unknown) =>
  call(
    'POST',
    path,
    typeof body === 'string' ? { raw: body, contentType: 'application/json' } : { json: body },
  );
const blockhashCalls = () => rpc.calls.filter((c) => c.method === 'getLatestBlockhash').length;

/** The answer's transaction, decoded with the library: its fee payer, signers and instructions. */
function decoded(base64: string) {
  const wire = getTransactionDecoder().decode(getBase64Encoder().encode(base64));
  const message = decompileTransactionMessage(
    getCompiledTransactionMessageDecoder().decode(wire.messageBytes),
  );
  return { signers: Object.keys(wire.signatures), message };
}

describe('the donation Action (ADR 40)', () => {
  it('answers GET and OPTIONS with the spec’s headers, presets and a custom amount', async () => {
    const options = await call('OPTIONS', '/api/actions/donate/listing');
    expect(options.status).toBe(200);
    expect(options.headers).toMatchObject(ACTION_HEADERS);
    const get = await call('GET', '/api/actions/donate/listing');
    expect(get.status).toBe(200);
    expect(get.headers).toMatchObject(ACTION_HEADERS);
    expect(get.body).toMatchObject({
      type: 'action',
      icon: 'https://vibie.example.com/share-card.png',
      title: expect.stringContaining('Listing'),
    });
    const hrefs = get.body.links.actions.map((a: { href: string }) => a.href);
    expect(hrefs).toEqual([
      '/api/actions/donate/listing?amount=0.1',
      '/api/actions/donate/listing?amount=0.5',
      '/api/actions/donate/listing?amount=1',
      '/api/actions/donate/listing?amount={amount}',
    ]);
    expect(get.body.links.actions[3].parameters[0]).toMatchObject({
      name: 'amount',
      required: true,
      max: 100,
    });
    expect(blockhashCalls()).toBe(0);
  });

  it('POST answers exactly one transfer of the amount to the wallet with the goal’s reference, paid by the account', async () => {
    const answer = await post('/api/actions/donate/listing?amount=0.5', { account: DONOR });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject(ACTION_HEADERS);
    expect(answer.body).toMatchObject({ type: 'transaction', message: expect.any(String) });
    const { signers, message } = decoded(answer.body.transaction);
    expect(message.feePayer.address).toBe(DONOR);
    expect(signers).toEqual([DONOR]);
    expect(message.instructions).toHaveLength(1);
    const [instruction] = message.instructions;
    expect(instruction?.programAddress).toBe(SYSTEM_PROGRAM_ADDRESS);
    expect(instruction?.accounts?.map((a) => [a.address, a.role])).toEqual([
      [DONOR, AccountRole.WRITABLE_SIGNER],
      [WALLET, AccountRole.WRITABLE],
      [GOAL_REF, AccountRole.READONLY],
    ]);
    const transfer = parseTransferSolInstruction(
      instruction as Parameters<typeof parseTransferSolInstruction>[0],
    );
    expect(transfer.data.amount).toBe(500_000_000n);
    expect(blockhashCalls()).toBe(1);
  });

  it('reads the blockhash at most once in 30 s, and the wallet’s Action carries no reference', async () => {
    await post('/api/actions/donate?amount=1', { account: DONOR });
    const answer = await post('/api/actions/donate?amount=2', { account: DONOR });
    const { message } = decoded(answer.body.transaction);
    expect(message.instructions[0]?.accounts?.map((a) => a.address)).toEqual([DONOR, WALLET]);
    expect(blockhashCalls()).toBeLessThanOrEqual(1);
  });

  const bad: [string, string, unknown, RegExp][] = [
    ['an exponent', '/api/actions/donate?amount=1e3', { account: DONOR }, /at most 9 decimals/],
    ['a negative amount', '/api/actions/donate?amount=-1', { account: DONOR }, /at most 9 decimals/],
    ['zero', '/api/actions/donate?amount=0', { account: DONOR }, /more than 0/],
    ['NaN', '/api/actions/donate?amount=NaN', { account: DONOR }, /at most 9 decimals/],
    ['ten decimals', '/api/actions/donate?amount=0.0000000001', { account: DONOR }, /at most 9 decimals/],
    ['no amount', '/api/actions/donate', { account: DONOR }, /at most 9 decimals/],
    ['above the maximum', '/api/actions/donate?amount=100.000000001', { account: DONOR }, /at most 100 SOL/],
    [
      'an account not base58',
      '/api/actions/donate?amount=1',
      { account: 'not base58 0OIl' },
      /base58, 32 bytes/,
    ],
    ['an account not 32 bytes', '/api/actions/donate?amount=1', { account: '1111' }, /base58, 32 bytes/],
    ['the wallet itself', '/api/actions/donate?amount=1', { account: WALLET }, /donation wallet itself/],
    [
      'a body of 1 MB',
      '/api/actions/donate?amount=1',
      `{"account":"${'1'.repeat(1024 * 1024)}"}`,
      /at most 4096 bytes/,
    ],
    ['a body that is not JSON', '/api/actions/donate?amount=1', 'account=x', /must be JSON/],
    ['an unknown goal', '/api/actions/donate/nope?amount=1', { account: DONOR }, /No such donation goal/],
    ['an inactive goal', '/api/actions/donate/paused?amount=1', { account: DONOR }, /No such donation goal/],
  ];
  it.each(bad)(
    'refuses %s with a 400 { message }, the headers, and no RPC call',
    async (_case, path, body, message) => {
      const answer = await post(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: expect.stringMatching(message) });
      expect(answer.headers).toMatchObject(ACTION_HEADERS);
      expect(rpc.calls).toEqual([]);
    },
  );

  it('answers GET of an unknown goal 400 { message }', async () => {
    const answer = await call('GET', '/api/actions/donate/nope');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: 'No such donation goal' });
  });
});
