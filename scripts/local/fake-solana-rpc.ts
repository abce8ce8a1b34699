import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import bs58 from 'bs58';
import { type Cluster, GENESIS } from '../../lambdas/platform/solana/clusters.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../lambdas/platform/solana/rpc-methods.js';
import { isListFault, largestAccounts } from './fake-account-lists.js';
import { donationTransfer, enhancedDonation, type FakeDonation } from './fake-donation.js';
import { createFakeLedger, type FakeLedger, FakeLedgerFault } from './fake-solana-ledger.js';
import { type FakeSquadsPatch, fakeConfigExecute, squadsAccounts } from './fake-squads.js';

export type TokenProgram = 'token' | 'token-2022';

/** One SPL token account: its owner holds `amount` raw units of `mint`. */
export interface FakeTokenAccount {
  readonly address: string;
  readonly mint: string;
  readonly owner: string;
  /** Raw units (not decimal-adjusted). */
  readonly amount: bigint;
  /** @default 'token' */
  readonly program?: TokenProgram;
  /** A Token-2022 account with an extension (ImmutableOwner): 170 bytes instead of 165. */
  readonly withExtension?: boolean;
  /** The slot it last changed in (what `changedSinceSlot` compares); @default the node's slot when set. */
  readonly changedSlot?: number;
}

/**
 * How the node pages `getProgramAccountsV2` (Helius's wire format: `{accounts, paginationKey,
 * totalResults}`, `limit` 1 to 10,000, `changedSinceSlot`): `enabled: false` answers it "method not
 * found", as a node without it does; `shortPages` gives pages of half the limit with every third one
 * empty (the key still set), as the provider may; after `failAfterPages` more pages every page call
 * answers a JSON-RPC error (-32005) until the setting is changed.
 */
export interface FakePaging {
  enabled?: boolean;
  shortPages?: boolean;
  failAfterPages?: number | null;
}

/** One SPL mint, answered by getAccountInfo (jsonParsed or base64) and getTokenSupply. */
export interface FakeMint {
  readonly address: string;
  /** @default 'token' */
  readonly program?: TokenProgram;
  /**
   * Raw units. @default the sum of the mint's token accounts, as on a real chain (the reconciler checks
   * its scans against it); set it to make the chain's supply and its accounts disagree.
   */
  readonly supply?: bigint;
  readonly decimals: number;
  readonly mintAuthority: string | null;
  readonly freezeAuthority: string | null;
}

/**
 * How the node fails: `http-503` answers a bare 503 (a load balancer in front of a dead node),
 * `rpc-error` a JSON-RPC error (-32005, node unhealthy), `hang` never answers. The last three fail
 * getProgramAccounts only, the way a lagging or overloaded node does: `empty-answer` lists no
 * account, `half-answer` a valid list of only the first half of them, `cut-answer` sends half of
 * the body and closes the connection.
 */
export type FakeOutage =
  | 'none'
  | 'http-503'
  | 'rpc-error'
  | 'hang'
  | 'empty-answer'
  | 'half-answer'
  | 'cut-answer';

/**
 * Many holders of one mint kept compactly (40 bytes each), for scale runs: owners are drawn from a
 * seeded generator, so the same seed gives the same wallets in every process.
 */
export interface GeneratedHolders {
  readonly mint: string;
  readonly count: number;
  /** Different seeds give different wallets. */
  readonly seed: string;
  /** Raw units of each; @default 1000 */
  readonly amount?: bigint;
}

/** The state as the control endpoint takes it (JSON: amounts as decimal strings). */
export interface FakeSolanaPatch {
  /** Upserts by address; an amount of "0" keeps the (empty) account. */
  tokenAccounts?: (Omit<FakeTokenAccount, 'amount' | 'address'> & { address?: string; amount: string })[];
  mints?: (Omit<FakeMint, 'supply'> & { supply?: string })[];
  /** Lamports by address, for getBalance. */
  balances?: Record<string, number>;
  outage?: FakeOutage;
  /** Adds generated holders (see GeneratedHolders); amounts as decimal strings. */
  generated?: (Omit<GeneratedHolders, 'amount'> & { amount?: string })[];
  paging?: FakePaging;
  /** Squads v4 accounts in their binary layout (fake-squads.ts), by address. */
  squads?: FakeSquadsPatch;
  /** The cluster whose genesis hash getGenesisHash answers. @default 'mainnet-beta' */
  cluster?: Cluster;
  /**
   * How `<url>/witness` answers, a second provider reading this same chain: as this node does, or an
   * HTTP 503 (the second provider cannot be read, so a change is believed on the first's word alone).
   * @default 'same'
   */
  witness?: 'same' | 'unreadable';
}

/** What the node has sent, for benchmarks: `POST <url>/__fake/stats` answers it too. */
export interface FakeSolanaStats {
  /** Bytes of getProgramAccounts and getProgramAccountsV2 answer bodies sent so far. */
  programAccountsBytes: number;
  programAccountsCalls: number;
  programAccountsV2Calls: number;
  getSlotCalls: number;
  getTokenSupplyCalls: number;
  getTokenAccountsByOwnerCalls: number;
  getMultipleAccountsCalls: number;
}

/** A local Solana JSON-RPC 2.0 node answering from a state that tests seed and change. */
export interface FakeSolanaRpc {
  readonly url: string;
  /** Adds or replaces a token account (by address). */
  setTokenAccount(account: FakeTokenAccount): void;
  /** Sets `owner`'s balance of `mint` on its one deterministic account (see tokenAccountAddress). */
  setHolding(mint: string, owner: string, amount: bigint, program?: TokenProgram): void;
  removeTokenAccount(address: string): void;
  setMint(mint: FakeMint): void;
  /**
   * Answers getAccountInfo of `address` with exactly `value` (any JSON: another program's account, a
   * malformed one, null), whatever the encoding; `undefined` removes the override.
   */
  setRawAccount(address: string, value: unknown): void;
  /**
   * Sets the bytes of an account owned by `owner` (a program), answered by getAccountInfo (base64)
   * and listed by that program's getProgramAccounts; `undefined` removes it.
   */
  setProgramAccount(address: string, account: FakeProgramAccount | undefined): void;
  setBalance(address: string, lamports: number): void;
  setOutage(outage: FakeOutage): void;
  /**
   * Runs `wait` before answering each JSON-RPC request (`method` is the first one of a batch): a slow
   * node. Tests pass a pause on a clock of their own, so no real time passes. `undefined` removes it.
   */
  setLatency(wait: ((method: string) => Promise<void>) | undefined): void;
  /** Applies a patch, as `POST <url>/__fake/state` does. */
  apply(patch: FakeSolanaPatch): void;
  tokenAccounts(): FakeTokenAccount[];
  /** Adds generated holders of a classic SPL Token mint (one account each); the owners as base58. */
  addGeneratedHolders(holders: GeneratedHolders): void;
  /** Drops every generated holder. */
  clearGeneratedHolders(): void;
  setPaging(paging: FakePaging): void;
  /**
   * Runs `hook` after each getProgramAccountsV2 page is sent, before the next can be asked for: a test
   * changes the chain between two pages of one scan. `undefined` removes it.
   */
  afterPage(hook: (() => void) | undefined): void;
  /** The slot the node is at (each call moves it on by one). */
  slot(): number;
  /** Moves the node to `slot`: behind or ahead of another node (getAccountInfo honours `minContextSlot`). */
  setSlot(slot: number): void;
  stats(): FakeSolanaStats;
  /** The methods called so far, in order (tests check what the client asked). */
  readonly calls: { method: string; params: unknown }[];
  /** The transaction history: getSignaturesForAddress and getTransaction (fake-solana-ledger.ts). */
  readonly ledger: FakeLedger;
  /**
   * The chain receives a donation (fake-donation.ts), as `POST <url>/__fake/donation` does: stored in the
   * history, then handed to the hook set by {@link onDonation} (the local stack's webhook provider).
   * Answers its signature and the delivery the provider sends.
   */
  donate(donation: FakeDonation): Promise<{ signature: string; delivery: unknown[] }>;
  /** What runs after each donation (the stack posts it to the donation webhook); `undefined` removes it. */
  onDonation(hook: ((delivery: unknown[]) => Promise<void>) | undefined): void;
  stop(): Promise<void>;
}

/** An account of any program, as its bytes. */
export interface FakeProgramAccount {
  readonly owner: string;
  readonly data: Buffer;
  /** @default rent-exempt for its size */
  readonly lamports?: number;
}

export interface FakeSolanaOptions {
  readonly tokenAccounts?: readonly FakeTokenAccount[];
  readonly mints?: readonly FakeMint[];
  readonly balances?: Readonly<Record<string, number>>;
  /** The cluster whose genesis hash getGenesisHash answers. @default 'mainnet-beta' */
  readonly cluster?: Cluster;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
}

const PROGRAM_IDS: Record<TokenProgram, string> = {
  token: TOKEN_PROGRAM_ID,
  'token-2022': TOKEN_2022_PROGRAM_ID,
};
const ACCOUNT_SIZE = 165;
const MINT_SIZE = 82;

/** A stable, valid-looking address for `owner`'s account of `mint` (not the real ATA derivation). */
export function tokenAccountAddress(mint: string, owner: string, program: TokenProgram = 'token'): string {
  return bs58.encode(createHash('sha256').update(`${program}:${mint}:${owner}`).digest());
}

/** A fresh random-looking public key, e.g. for a new wallet. */
export function fakePublicKey(seed: string): string {
  return bs58.encode(createHash('sha256').update(seed).digest());
}

/** The owners (32 bytes each, concatenated) that `addGeneratedHolders` makes for `seed`. */
export function generatedOwners(seed: string, count: number): Buffer {
  const out = Buffer.alloc(count * 32);
  // xorshift128+ seeded from the seed's hash: fast, deterministic and uniform enough for keys.
  const start = createHash('sha256').update(seed).digest();
  let s0 = start.readBigUInt64LE(0) | 1n;
  let s1 = start.readBigUInt64LE(8) | 1n;
  const mask = (1n << 64n) - 1n;
  for (let at = 0; at < out.length; at += 8) {
    let x = s0;
    const y = s1;
    s0 = y;
    x = (x ^ (x << 23n)) & mask;
    s1 = x ^ y ^ (x >> 17n) ^ (y >> 26n);
    out.writeBigUInt64LE((s1 + y) & mask, at);
  }
  return out;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A valid base58 account address for the `index`th generated account of a set (not derived from anything). */
function generatedAddress(prefix: string, index: number): string {
  let digits = '';
  for (let n = index; digits.length < 10; n = Math.floor(n / 58)) digits = BASE58[n % 58] + digits;
  return prefix + digits;
}

/** Part of a getProgramAccounts result list: JSON text of `entries` accounts, each after a comma. */
interface Piece {
  text: string | Buffer;
  entries: number;
}

/** Rendered accounts of a generated set: `offsets[i]` is where account `i` of the piece starts. */
interface RenderedPiece {
  text: Buffer;
  entries: number;
  offsets: Uint32Array;
}

const RENDERED_PER_PIECE = 1000;

interface GeneratedSet {
  rendered: RenderedPiece[];
  /** The slot the set was added in: all its accounts changed then. */
  slot: number;
  mint: string;
  mintBytes: Buffer;
  /** Raw units of each account (the same for all). */
  amount: bigint;
  /** 40 bytes per account: owner, then amount (u64 LE), as at offset 32 of the account. */
  records: Buffer;
  count: number;
  addressPrefix: string;
}

class RpcFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The account's bytes as the token program lays them out. */
function tokenAccountData(account: FakeTokenAccount): Buffer {
  const extension = account.program === 'token-2022' && account.withExtension;
  const data = Buffer.alloc(extension ? ACCOUNT_SIZE + 5 : ACCOUNT_SIZE);
  Buffer.from(bs58.decode(account.mint)).copy(data, 0);
  Buffer.from(bs58.decode(account.owner)).copy(data, 32);
  data.writeBigUInt64LE(account.amount, 64);
  // delegate: None (72..108); state: Initialized (108); is_native: None; delegated amount 0; close authority: None.
  data.writeUInt8(1, 108);
  if (extension) {
    data.writeUInt8(2, ACCOUNT_SIZE); // AccountType::Account
    data.writeUInt16LE(7, ACCOUNT_SIZE + 1); // ExtensionType::ImmutableOwner, no value
    data.writeUInt16LE(0, ACCOUNT_SIZE + 3);
  }
  return data;
}

function mintData(mint: FakeMint, supply: bigint): Buffer {
  const data = Buffer.alloc(MINT_SIZE);
  if (mint.mintAuthority) {
    data.writeUInt32LE(1, 0);
    Buffer.from(bs58.decode(mint.mintAuthority)).copy(data, 4);
  }
  data.writeBigUInt64LE(supply, 36);
  data.writeUInt8(mint.decimals, 44);
  data.writeUInt8(1, 45);
  if (mint.freezeAuthority) {
    data.writeUInt32LE(1, 46);
    Buffer.from(bs58.decode(mint.freezeAuthority)).copy(data, 50);
  }
  return data;
}

const RENT_EXEMPT_ACCOUNT = 2_039_280;
const RENT_EXEMPT_MINT = 1_461_600;
// Nodes send u64::MAX here; JSON.parse reads it as 2^64, which is what a JavaScript client sees anyway.
const RENT_EPOCH = 2 ** 64;

/** A raw amount as the node shows it for reading: exact, with `decimals` places, no trailing zeros. */
function uiAmountString(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * Starts the fake node on loopback. It answers getProgramAccounts (filters dataSize and memcmp,
 * dataSlice, base64, withContext), getAccountInfo (jsonParsed and base64, minContextSlot), getTokenSupply,
 * getTokenAccountsByOwner (base64), getMultipleAccounts (jsonParsed and base64, minContextSlot, null for
 * an account it does not have), getTokenLargestAccounts (fake-account-lists.ts),
 * getBalance (minContextSlot), getSlot, getGenesisHash (mainnet-beta's, or another cluster's when told),
 * getSignaturesForAddress and getTransaction (the history in fake-solana-ledger.ts),
 * singly or in a batch, with the real JSON-RPC error codes. Another process steers it with
 * `POST <url>/__fake/state` and a FakeSolanaPatch.
 */
export async function startFakeSolanaRpc(options: FakeSolanaOptions = {}): Promise<FakeSolanaRpc> {
  const accounts = new Map<string, FakeTokenAccount>();
  const mints = new Map<string, FakeMint>();
  const rawAccounts = new Map<string, unknown>();
  const programOwned = new Map<string, FakeProgramAccount>();
  const balances = new Map<string, number>(Object.entries(options.balances ?? {}));
  for (const account of options.tokenAccounts ?? []) accounts.set(account.address, account);
  for (const mint of options.mints ?? []) mints.set(mint.address, mint);
  let outage: FakeOutage = 'none';
  let witness: 'same' | 'unreadable' = 'same';
  let cluster: Cluster = options.cluster ?? 'mainnet-beta';
  let slot = 300_000_000;
  const paging: Required<FakePaging> = { enabled: true, shortPages: false, failAfterPages: null };
  let pagesServed = 0;
  let afterPage: (() => void) | undefined;
  const calls: { method: string; params: unknown }[] = [];
  const hanging = new Set<ServerResponse>();
  const generated: GeneratedSet[] = [];
  const ledger = createFakeLedger({
    balances,
    takeSlots: (n) => {
      const first = slot + 1;
      slot += n;
      return first;
    },
  });
  const stats: FakeSolanaStats = {
    programAccountsBytes: 0,
    programAccountsCalls: 0,
    programAccountsV2Calls: 0,
    getSlotCalls: 0,
    getTokenSupplyCalls: 0,
    getTokenAccountsByOwnerCalls: 0,
    getMultipleAccountsCalls: 0,
  };
  let latency: ((method: string) => Promise<void>) | undefined;

  const addGeneratedHolders = (holders: GeneratedHolders) => {
    const owners = generatedOwners(holders.seed, holders.count);
    const records = Buffer.alloc(holders.count * 40);
    for (let i = 0; i < holders.count; i++) {
      owners.copy(records, i * 40, i * 32, i * 32 + 32);
      records.writeBigUInt64LE(holders.amount ?? 1000n, i * 40 + 32);
    }
    // The set's addresses follow from its seed and mint alone: the same holders added to two nodes (a
    // first provider and a witness) have the same token accounts on both.
    const seedHex = createHash('sha256').update(`${holders.seed}:${holders.mint}`).digest('hex').slice(0, 16);
    const prefix = [...seedHex].map((c) => BASE58[Number.parseInt(c, 16) + 1]).join('');
    const addressPrefix = `${prefix}Gen`.padEnd(32, '1');
    // Rendered once, so that serving two million accounts costs the node little: a benchmark
    // measures the reader, not this fake.
    const tail = `","base64"],"executable":false,"lamports":${RENT_EXEMPT_ACCOUNT},"owner":"${TOKEN_PROGRAM_ID}","rentEpoch":18446744073709551615,"space":${ACCOUNT_SIZE}}}`;
    const rendered: RenderedPiece[] = [];
    for (let start = 0; start < holders.count; start += RENDERED_PER_PIECE) {
      const texts: string[] = [];
      const end = Math.min(holders.count, start + RENDERED_PER_PIECE);
      const offsets = new Uint32Array(end - start + 1);
      for (let i = start; i < end; i++) {
        const data = records.toString('base64', i * 40, i * 40 + 40);
        const text = `,{"pubkey":"${generatedAddress(addressPrefix, i)}","account":{"data":["${data}${tail}`;
        texts.push(text);
        offsets[i - start + 1] = (offsets[i - start] as number) + text.length;
      }
      rendered.push({ text: Buffer.from(texts.join('')), entries: texts.length, offsets });
    }
    generated.push({
      slot,
      mint: holders.mint,
      mintBytes: Buffer.from(bs58.decode(holders.mint)),
      amount: holders.amount ?? 1000n,
      records,
      count: holders.count,
      addressPrefix,
      rendered,
    });
  };

  /**
   * The mint's supply: its explicit one, else the sum of its token accounts (a generated set's is its
   * count times its one amount, so two million holders are summed without a loop).
   */
  const supplyOf = (address: string): bigint => {
    const explicit = mints.get(address)?.supply;
    if (explicit !== undefined) return explicit;
    let total = 0n;
    for (const account of accounts.values()) if (account.mint === address) total += account.amount;
    for (const set of generated) if (set.mint === address) total += BigInt(set.count) * set.amount;
    return total;
  };
  /** A mint the node knows: set, or implied by token accounts of it (decimals 0, its supply their sum). */
  const knownMint = (address: string): FakeMint | undefined =>
    mints.get(address) ??
    ([...accounts.values()].some((a) => a.mint === address) || generated.some((set) => set.mint === address)
      ? { address, decimals: 0, mintAuthority: null, freezeAuthority: null }
      : undefined);

  /** getTokenSupply, as a node answers it (a u64 as a string, and for display). */
  const tokenSupply = (params: unknown[]) => {
    stats.getTokenSupplyCalls += 1;
    const [address] = params as [unknown];
    if (typeof address !== 'string') throw new RpcFault(-32602, 'Invalid params: expected a mint address');
    const mint = knownMint(address);
    if (!mint) throw new RpcFault(-32602, 'Invalid param: could not find account');
    const amount = supplyOf(address);
    const value = {
      amount: amount.toString(),
      decimals: mint.decimals,
      uiAmount: Number(amount) / 10 ** mint.decimals,
      uiAmountString: uiAmountString(amount, mint.decimals),
    };
    return { context: { apiVersion: '2.2.0', slot }, value };
  };

  const setAccount = (account: FakeTokenAccount) =>
    accounts.set(account.address, { ...account, changedSlot: account.changedSlot ?? slot });
  const setHolding = (mint: string, owner: string, amount: bigint, program: TokenProgram = 'token') => {
    const address = tokenAccountAddress(mint, owner, program);
    setAccount({ address, mint, owner, amount, program });
  };

  /**
   * The accounts a getProgramAccounts(V2) call selects, as JSON texts of its result list: `entries(from,
   * count)` gives `count` of them from the `from`th, in a stable order (explicit accounts by address,
   * then generated sets).
   */
  const programAccountEntries = (
    params: unknown[],
  ): { entries: (from?: number, count?: number) => Generator<Piece>; total: number } => {
    const [programId, config = {}] = params as [string, Record<string, unknown>?];
    const program = (Object.keys(PROGRAM_IDS) as TokenProgram[]).find((p) => PROGRAM_IDS[p] === programId);
    if (typeof programId !== 'string') throw new RpcFault(-32602, 'Invalid params: expected a program id');
    const encoding = config.encoding ?? 'base64';
    if (encoding !== 'base64') throw new RpcFault(-32602, `Invalid params: unsupported encoding ${encoding}`);
    const filters = (config.filters ?? []) as Record<string, unknown>[];
    const slice = config.dataSlice as { offset: number; length: number } | undefined;
    const selects = (data: Buffer) =>
      filters.every((filter) => {
        if ('dataSize' in filter) return data.length === filter.dataSize;
        const memcmp = filter.memcmp as { offset: number; bytes: string; encoding?: string } | undefined;
        if (!memcmp) throw new RpcFault(-32602, 'Invalid params: unknown filter');
        const wanted =
          memcmp.encoding === 'base64'
            ? Buffer.from(memcmp.bytes, 'base64')
            : Buffer.from(bs58.decode(memcmp.bytes));
        return data.subarray(memcmp.offset, memcmp.offset + wanted.length).equals(wanted);
      });
    const entry = (pubkey: string, data: Buffer) => {
      const shown = slice ? data.subarray(slice.offset, slice.offset + slice.length) : data;
      return `{"pubkey":"${pubkey}","account":{"data":["${shown.toString('base64')}","base64"],"executable":false,"lamports":${RENT_EXEMPT_ACCOUNT},"owner":"${programId}","rentEpoch":18446744073709551615,"space":${data.length}}}`;
    };
    const since = config.changedSinceSlot;
    if (since !== undefined && (typeof since !== 'number' || !Number.isInteger(since) || since < 0))
      throw new RpcFault(-32602, 'Invalid params: changedSinceSlot must be a slot');
    const changed = (at: number | undefined) => since === undefined || (at ?? 0) >= (since as number);
    const matching = [
      ...[...accounts.values()]
        .filter((account) => (account.program ?? 'token') === program && changed(account.changedSlot))
        .map((account) => ({ account, data: tokenAccountData(account) })),
      ...[...programOwned.entries()]
        .filter(([, owned]) => owned.owner === programId)
        .map(([address, owned]) => ({ account: { address }, data: owned.data })),
    ]
      .sort((a, b) =>
        a.account.address < b.account.address ? -1 : a.account.address > b.account.address ? 1 : 0,
      )
      .filter(({ data }) => selects(data));
    // Generated holders are classic SPL Token accounts; the filters are checked on one of them, with
    // its owner and amount bytes, unless a filter reads those bytes (then on each).
    const ownBytes = filters.some((f) => {
      const offset = (f.memcmp as { offset?: number } | undefined)?.offset ?? -1;
      return offset >= 32 && offset < 72;
    });
    const sets = generated.filter((set) => {
      if (program !== 'token' || set.count === 0 || !changed(set.slot)) return false;
      return ownBytes || selects(generatedData(set, 0));
    });
    const total = matching.length + sets.reduce((sum, set) => sum + set.count, 0);
    // The reconciler's own slice (owner and amount) of generated holders is sent from their rendered text.
    const recordSlice = slice?.offset === 32 && slice.length === 40 && !ownBytes;
    function* entries(from = 0, count = Number.POSITIVE_INFINITY): Generator<Piece> {
      // `at` counts accounts as listed; only those in [from, from + count) are given.
      let at = 0;
      const end = from + count;
      for (const { account, data } of matching) {
        if (at >= from && at < end) yield { text: `,${entry(account.address, data)}`, entries: 1 };
        at += 1;
      }
      for (const set of sets) {
        if (at >= end) return;
        if (recordSlice) {
          if (at + set.count <= from) {
            at += set.count;
            continue;
          }
          for (const piece of set.rendered) {
            const first = Math.max(from - at, 0);
            const last = Math.min(end - at, piece.entries);
            if (first < last) {
              const whole = first === 0 && last === piece.entries;
              yield whole
                ? piece
                : {
                    text: piece.text.subarray(piece.offsets[first], piece.offsets[last]),
                    entries: last - first,
                  };
            }
            at += piece.entries;
            if (at >= end) return;
          }
          continue;
        }
        for (let i = 0; i < set.count; i++) {
          const data = generatedData(set, i);
          if (ownBytes && !selects(data)) continue;
          if (at >= from && at < end)
            yield { text: `,${entry(generatedAddress(set.addressPrefix, i), data)}`, entries: 1 };
          at += 1;
        }
      }
    }
    return { entries, total };
  };

  /** The full 165 bytes of the `index`th generated account of a set. */
  const generatedData = (set: GeneratedSet, index: number): Buffer => {
    const data = Buffer.alloc(ACCOUNT_SIZE);
    set.mintBytes.copy(data, 0);
    set.records.copy(data, 32, index * 40, index * 40 + 40);
    data.writeUInt8(1, 108);
    return data;
  };

  /**
   * Each generated set's accounts ordered by the first 26 bits of their owner, made when an owner is
   * first looked up in it: the index packed below the prefix in one float64, so a typed-array sort orders
   * two million in a fraction of a second (as holder-set.ts does).
   */
  const byOwner = new WeakMap<GeneratedSet, Float64Array>();
  const SCALE = 2 ** 27;
  const generatedIndexOf = (set: GeneratedSet, owner: Buffer): number | undefined => {
    let order = byOwner.get(set);
    if (!order) {
      order = new Float64Array(set.count);
      for (let i = 0; i < set.count; i++) order[i] = (set.records.readUInt32BE(i * 40) >>> 6) * SCALE + i;
      order.sort();
      byOwner.set(set, order);
    }
    const prefix = owner.readUInt32BE(0) >>> 6;
    let low = 0;
    let high = set.count;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (Math.floor((order[mid] as number) / SCALE) < prefix) low = mid + 1;
      else high = mid;
    }
    for (let k = low; k < set.count && Math.floor((order[k] as number) / SCALE) === prefix; k++) {
      const index = (order[k] as number) % SCALE;
      if (owner.compare(set.records, index * 40, index * 40 + 32) === 0) return index;
    }
    return undefined;
  };

  /**
   * getTokenAccountsByOwner, as a node answers it: the owner's token accounts of one mint (`{mint}`, under
   * the mint's program) or of one program (`{programId}`), in base64 (with `dataSlice` if asked).
   */
  const tokenAccountsByOwner = (params: unknown[]) => {
    stats.getTokenAccountsByOwnerCalls += 1;
    const [owner, filter, config = {}] = params as [unknown, unknown, Record<string, unknown>?];
    if (typeof owner !== 'string') throw new RpcFault(-32602, 'Invalid params: expected an owner address');
    let ownerBytes: Buffer;
    try {
      ownerBytes = Buffer.from(bs58.decode(owner));
    } catch {
      throw new RpcFault(-32602, 'Invalid param: Invalid');
    }
    if (ownerBytes.length !== 32) throw new RpcFault(-32602, 'Invalid param: Invalid');
    const { mint, programId } = (filter ?? {}) as { mint?: unknown; programId?: unknown };
    let program: TokenProgram | undefined;
    if (typeof mint === 'string') {
      const known = knownMint(mint);
      if (!known) throw new RpcFault(-32602, 'Invalid param: could not find mint');
      program = known.program ?? 'token';
    } else if (typeof programId === 'string') {
      program = (Object.keys(PROGRAM_IDS) as TokenProgram[]).find((p) => PROGRAM_IDS[p] === programId);
      if (!program) throw new RpcFault(-32602, 'Invalid param: unrecognized Token program id');
    } else throw new RpcFault(-32602, 'Invalid params: expected {mint} or {programId}');
    const encoding = config.encoding ?? 'binary';
    if (encoding !== 'base64') throw new RpcFault(-32602, `Invalid params: unsupported encoding ${encoding}`);
    const slice = config.dataSlice as { offset: number; length: number } | undefined;
    const entry = (pubkey: string, data: Buffer) => ({
      pubkey,
      account: {
        data: [
          (slice ? data.subarray(slice.offset, slice.offset + slice.length) : data).toString('base64'),
          'base64',
        ],
        executable: false,
        lamports: RENT_EXEMPT_ACCOUNT,
        owner: PROGRAM_IDS[program as TokenProgram],
        rentEpoch: RENT_EPOCH,
        space: data.length,
      },
    });
    const value = [...accounts.values()]
      .filter(
        (a) =>
          a.owner === owner &&
          (a.program ?? 'token') === program &&
          (typeof mint !== 'string' || a.mint === mint),
      )
      .map((a) => entry(a.address, tokenAccountData(a)));
    if (program === 'token') {
      for (const set of generated) {
        if (typeof mint === 'string' && set.mint !== mint) continue;
        const index = generatedIndexOf(set, ownerBytes);
        if (index !== undefined)
          value.push(entry(generatedAddress(set.addressPrefix, index), generatedData(set, index)));
      }
    }
    return { context: { apiVersion: '2.2.0', slot }, value };
  };

  /** The generated set and index an address of `generatedAddress` names, if any. */
  const generatedAt = (address: string): { set: GeneratedSet; index: number } | undefined => {
    for (const set of generated) {
      if (!address.startsWith(set.addressPrefix) || address.length !== set.addressPrefix.length + 10)
        continue;
      let index = 0;
      for (const c of address.slice(set.addressPrefix.length)) index = index * 58 + BASE58.indexOf(c);
      return index < set.count ? { set, index } : undefined;
    }
    return undefined;
  };

  /**
   * getMultipleAccounts, as a node answers it: up to 100 addresses, each answered in order as
   * getAccountInfo would (null for an account it does not have), at one slot.
   */
  const multipleAccounts = (params: unknown[]) => {
    stats.getMultipleAccountsCalls += 1;
    const [addresses, config = {}] = params as [unknown, Record<string, unknown>?];
    if (!Array.isArray(addresses) || addresses.some((a) => typeof a !== 'string'))
      throw new RpcFault(-32602, 'Invalid params: expected a list of addresses');
    if (addresses.length > 100) throw new RpcFault(-32602, 'Too many inputs provided; max 100');
    if (typeof config.minContextSlot === 'number' && slot < config.minContextSlot)
      throw new RpcFault(-32016, 'Minimum context slot has not been reached');
    const encoding = config.encoding ?? 'base64';
    const value = (addresses as string[]).map((address) => {
      const found = generatedAt(address);
      if (!found) return accountInfo([address, { encoding }]).value;
      const { set, index } = found;
      const data = generatedData(set, index);
      const base = {
        executable: false,
        lamports: RENT_EXEMPT_ACCOUNT,
        owner: TOKEN_PROGRAM_ID,
        rentEpoch: RENT_EPOCH,
        space: ACCOUNT_SIZE,
      };
      if (encoding === 'base64') return { ...base, data: [data.toString('base64'), 'base64'] };
      if (encoding !== 'jsonParsed')
        throw new RpcFault(-32602, `Invalid params: unsupported encoding ${encoding}`);
      const decimals = mints.get(set.mint)?.decimals ?? 0;
      const ui = Number(set.amount) / 10 ** decimals;
      const info = {
        isNative: false,
        mint: set.mint,
        owner: bs58.encode(set.records.subarray(index * 40, index * 40 + 32)),
        state: 'initialized',
        tokenAmount: {
          amount: set.amount.toString(),
          decimals,
          uiAmount: ui,
          uiAmountString: uiAmountString(set.amount, decimals),
        },
      };
      return {
        ...base,
        data: { parsed: { type: 'account', info }, program: 'spl-token', space: ACCOUNT_SIZE },
      };
    });
    return { context: { apiVersion: '2.2.0', slot }, value };
  };

  const programAccounts = (params: unknown[]) => {
    const config = (params[1] ?? {}) as Record<string, unknown>;
    const { entries } = programAccountEntries(params);
    const matching = [...entries()].flatMap(
      (piece) => JSON.parse(`[${piece.text.toString().slice(1)}]`) as unknown[],
    );
    return config.withContext ? { context: { apiVersion: '2.2.0', slot }, value: matching } : matching;
  };

  const accountInfo = (params: unknown[]) => {
    const [address, config = {}] = params as [string, Record<string, unknown>?];
    const encoding = config.encoding ?? 'base64';
    const context = { apiVersion: '2.2.0', slot };
    // As a node behind the slot asked for answers, rather than an older state.
    if (typeof config.minContextSlot === 'number' && slot < config.minContextSlot)
      throw new RpcFault(-32016, 'Minimum context slot has not been reached');
    if (rawAccounts.has(address)) return { context, value: rawAccounts.get(address) };
    const owned = programOwned.get(address);
    if (owned) {
      // A node answers an account it has no parser for in base64, whatever encoding was asked.
      const value = {
        data: [owned.data.toString('base64'), 'base64'],
        executable: false,
        lamports: owned.lamports ?? 890_880 + owned.data.length * 6_960,
        owner: owned.owner,
        rentEpoch: RENT_EPOCH,
        space: owned.data.length,
      };
      return { context, value };
    }
    const mint = mints.get(address);
    const account = accounts.get(address);
    if (!mint && !account) return { context, value: balances.has(address) ? systemAccount(address) : null };
    const program = (mint ?? account)?.program ?? 'token';
    const data = mint
      ? mintData(mint, supplyOf(mint.address))
      : tokenAccountData(account as FakeTokenAccount);
    const base = {
      executable: false,
      lamports: mint ? RENT_EXEMPT_MINT : RENT_EXEMPT_ACCOUNT,
      owner: PROGRAM_IDS[program],
      rentEpoch: RENT_EPOCH,
      space: data.length,
    };
    if (encoding === 'base64')
      return { context, value: { ...base, data: [data.toString('base64'), 'base64'] } };
    if (encoding !== 'jsonParsed')
      throw new RpcFault(-32602, `Invalid params: unsupported encoding ${encoding}`);
    const programName = program === 'token' ? 'spl-token' : 'spl-token-2022';
    if (mint) {
      const info = {
        decimals: mint.decimals,
        freezeAuthority: mint.freezeAuthority,
        isInitialized: true,
        mintAuthority: mint.mintAuthority,
        supply: supplyOf(mint.address).toString(),
      };
      const parsed = { type: 'mint', info };
      return { context, value: { ...base, data: { parsed, program: programName, space: data.length } } };
    }
    const held = account as FakeTokenAccount;
    const decimals = mints.get(held.mint)?.decimals ?? 0;
    const ui = Number(held.amount) / 10 ** decimals;
    const info = {
      isNative: false,
      mint: held.mint,
      owner: held.owner,
      state: 'initialized',
      tokenAmount: { amount: held.amount.toString(), decimals, uiAmount: ui, uiAmountString: String(ui) },
    };
    return {
      context,
      value: {
        ...base,
        data: { parsed: { type: 'account', info }, program: programName, space: data.length },
      },
    };
  };

  const systemAccount = (address: string) => ({
    data: ['', 'base64'],
    executable: false,
    lamports: balances.get(address) ?? 0,
    owner: '11111111111111111111111111111111',
    rentEpoch: RENT_EPOCH,
    space: 0,
  });

  const answer = (request: unknown): unknown => {
    const { id = null, method, params = [], jsonrpc } = (request ?? {}) as Record<string, unknown>;
    const fail = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id });
    if (jsonrpc !== '2.0' || typeof method !== 'string') return fail(-32600, 'Invalid request');
    if (!Array.isArray(params)) return fail(-32602, 'Invalid params: expected an array');
    calls.push({ method, params });
    if (outage === 'rpc-error') return fail(-32005, 'Node is unhealthy');
    try {
      slot += 1;
      let result: unknown;
      if (method === 'getProgramAccounts') {
        result = programAccounts(params);
        if (outage === 'empty-answer') result = [];
        if (outage === 'half-answer' && Array.isArray(result)) result = result.slice(0, result.length >> 1);
      } else if (method === 'getAccountInfo') result = accountInfo(params);
      else if (method === 'getTokenAccountsByOwner') result = tokenAccountsByOwner(params);
      else if (method === 'getMultipleAccounts') result = multipleAccounts(params);
      else if (method === 'getBalance') {
        const minContextSlot = (params[1] as { minContextSlot?: unknown } | undefined)?.minContextSlot;
        if (typeof minContextSlot === 'number' && slot < minContextSlot)
          throw new RpcFault(-32016, 'Minimum context slot has not been reached');
        result = { context: { apiVersion: '2.2.0', slot }, value: balances.get(params[0] as string) ?? 0 };
      } else if (method === 'getSlot') {
        stats.getSlotCalls += 1;
        result = slot;
      } else if (method === 'getTokenSupply') result = tokenSupply(params);
      else if (method === 'getGenesisHash') result = GENESIS[cluster];
      else if (method === 'getLatestBlockhash') {
        result = {
          context: { apiVersion: '2.2.0', slot },
          value: {
            blockhash: bs58.encode(createHash('sha256').update(`blockhash:${slot}`).digest()),
            lastValidBlockHeight: slot + 150,
          },
        };
      } else if (method === 'getTokenLargestAccounts') {
        result = largestAccounts(params, slot, (address) => {
          const mint = knownMint(address);
          const of = [...accounts.values()].filter((a) => a.mint === address && a.amount > 0n);
          return mint && { decimals: mint.decimals, accounts: of };
        });
      } else if (method === 'getSignaturesForAddress') result = ledger.signaturesForAddress(params);
      else if (method === 'getTransaction') result = ledger.transaction(params);
      else if (method === 'getProgramAccountsV2') {
        if (!paging.enabled) return fail(-32601, 'Method not found');
        return fail(-32600, 'getProgramAccountsV2 is answered alone, not in a batch');
      } else return fail(-32601, 'Method not found');
      return { jsonrpc: '2.0', result, id };
    } catch (error) {
      if (error instanceof RpcFault || error instanceof FakeLedgerFault || isListFault(error))
        return fail(error.code, error.message);
      return fail(-32602, `Invalid params: ${(error as Error).message}`);
    }
  };

  const apply = (patch: FakeSolanaPatch) => {
    for (const a of patch.tokenAccounts ?? []) {
      const amount = BigInt(a.amount);
      if (a.address) setAccount({ ...a, address: a.address, amount });
      else setHolding(a.mint, a.owner, amount, a.program);
    }
    for (const { supply, ...m } of patch.mints ?? []) {
      mints.set(m.address, { ...m, ...(supply === undefined ? {} : { supply: BigInt(supply) }) });
    }
    for (const [address, lamports] of Object.entries(patch.balances ?? {})) balances.set(address, lamports);
    for (const g of patch.generated ?? []) {
      const { amount, ...rest } = g;
      addGeneratedHolders({ ...rest, ...(amount ? { amount: BigInt(amount) } : {}) });
    }
    if (patch.outage) outage = patch.outage;
    if (patch.witness) witness = patch.witness;
    if (patch.cluster) cluster = patch.cluster;
    if (patch.paging) setPaging(patch.paging);
    if (patch.squads) {
      for (const [address, owned] of squadsAccounts(patch.squads)) {
        if (owned) programOwned.set(address, owned);
        else programOwned.delete(address);
      }
      for (const execution of patch.squads.configExecutions ?? []) {
        // The member pays the fee: given enough to, as a member who can execute would hold.
        if ((balances.get(execution.member) ?? 0) < 1_000_000) balances.set(execution.member, 1_000_000_000);
        ledger.add({ feePayer: execution.member, instructions: [fakeConfigExecute(execution)] });
      }
    }
  };

  const setPaging = (change: FakePaging) => {
    Object.assign(paging, change);
    pagesServed = 0;
  };

  let donationHook: ((delivery: unknown[]) => Promise<void>) | undefined;
  const donate = async (given: FakeDonation) => {
    const donation = {
      ...given,
      from: given.from ?? fakePublicKey('local-donor'),
      references: given.references ?? [],
    };
    // The donor holds enough to give and pay the fee, as a wallet that signs it does.
    if ((balances.get(donation.from) ?? 0) < donation.lamports + 10_000) {
      balances.set(donation.from, donation.lamports + 1_000_000_000);
    }
    const blockTime = Math.floor(Date.now() / 1000);
    const signature = ledger.add(donationTransfer(donation, blockTime));
    const delivery = [enhancedDonation(donation, signature, blockTime)];
    await donationHook?.(delivery);
    return { signature, delivery };
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/__fake/stats') return send(200, stats);
    if (req.method === 'POST' && req.url === '/__fake/donation') {
      const given = JSON.parse(text || '{}') as Partial<FakeDonation>;
      if (!Number.isSafeInteger(given.lamports) || (given.lamports ?? 0) <= 0 || !given.to) {
        return send(400, { error: 'Send {"to": <wallet>, "lamports": <n>, "references": [<base58>...]}' });
      }
      return send(200, await donate(given as FakeDonation));
    }
    if (req.method === 'POST' && req.url === '/__fake/state') {
      apply(JSON.parse(text || '{}') as FakeSolanaPatch);
      return send(200, { ok: true, outage, tokenAccounts: accounts.size });
    }
    if (req.url === '/witness' && witness === 'unreadable') {
      res.writeHead(503, { 'content-type': 'text/plain' });
      return res.end('Service Unavailable');
    }
    if (req.method !== 'POST')
      return send(405, { jsonrpc: '2.0', error: { code: -32600, message: 'Use POST' }, id: null });
    if (outage === 'hang') {
      hanging.add(res);
      return;
    }
    if (latency) {
      const first = (() => {
        try {
          const parsed = JSON.parse(text) as unknown;
          const request = (Array.isArray(parsed) ? parsed[0] : parsed) as { method?: unknown } | null;
          return typeof request?.method === 'string' ? request.method : '';
        } catch {
          return '';
        }
      })();
      await latency(first);
    }
    if (outage === 'http-503') {
      res.writeHead(503, { 'content-type': 'text/plain' });
      return res.end('Service Unavailable');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return send(200, { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null });
    }
    if (Array.isArray(body)) return send(200, body.map(answer));
    const request = body as { method?: unknown; params?: unknown; id?: unknown; jsonrpc?: unknown } | null;
    const config = (Array.isArray(request?.params) ? request.params[1] : undefined) as
      | { withContext?: unknown }
      | undefined;
    if (request?.method === 'getProgramAccounts' && outage !== 'rpc-error' && !config?.withContext) {
      return streamProgramAccounts(res, request.params as unknown[], request.id ?? null);
    }
    if (request?.method === 'getProgramAccountsV2' && outage !== 'rpc-error' && paging.enabled) {
      return streamPage(res, request.params as unknown[], request.id ?? null);
    }
    return send(200, answer(body));
  };

  /**
   * Sends a getProgramAccounts answer piece by piece, as a node does: two million accounts make a
   * body of about half a gigabyte, which is never held whole on either side.
   */
  const streamProgramAccounts = async (res: ServerResponse, params: unknown[], id: unknown) => {
    calls.push({ method: 'getProgramAccounts', params });
    stats.programAccountsCalls += 1;
    slot += 1;
    let selected: ReturnType<typeof programAccountEntries>;
    try {
      selected = programAccountEntries(params);
    } catch (error) {
      const fault = error instanceof RpcFault ? error : new RpcFault(-32602, `Invalid params: ${error}`);
      const body = JSON.stringify({
        jsonrpc: '2.0',
        error: { code: fault.code, message: fault.message },
        id,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(body);
    }
    const limit =
      outage === 'empty-answer' ? 0 : outage === 'half-answer' ? selected.total >> 1 : selected.total;
    const cutAfter = outage === 'cut-answer' ? selected.total >> 1 : Number.POSITIVE_INFINITY;
    res.writeHead(200, { 'content-type': 'application/json' });
    const write = async (text: string | Buffer) => {
      stats.programAccountsBytes += Buffer.byteLength(text);
      if (!res.write(text)) await new Promise((done) => res.once('drain', done));
    };
    await write('{"jsonrpc":"2.0","result":[');
    let sent = 0;
    for (const piece of selected.entries()) {
      if (sent + piece.entries > limit) break;
      if (sent + piece.entries > cutAfter) {
        // A connection that dies mid-answer: the client sees a body that ends too soon.
        res.destroy();
        return;
      }
      // Each piece starts with a comma: the list's first one must not.
      await write(sent === 0 ? piece.text.slice(1) : piece.text);
      sent += piece.entries;
    }
    const end = `],"id":${JSON.stringify(id)}}`;
    stats.programAccountsBytes += Buffer.byteLength(end);
    res.end(end);
  };

  /** A page key: where the next page starts, and a serial so that no two pages share a key. */
  const pageKey = (offset: number) => {
    const key = Buffer.alloc(32);
    key.write('fakepage', 0);
    key.writeUInt32BE(offset, 24);
    key.writeUInt32BE(pagesServed, 28);
    return bs58.encode(key);
  };
  const pageOffset = (key: unknown): number => {
    if (key === undefined || key === null) return 0;
    const bytes = typeof key === 'string' ? Buffer.from(bs58.decode(key)) : Buffer.alloc(0);
    if (bytes.length !== 32 || bytes.toString('latin1', 0, 8) !== 'fakepage')
      throw new RpcFault(-32602, 'Invalid params: unknown paginationKey');
    return bytes.readUInt32BE(24);
  };

  /** Sends one getProgramAccountsV2 page, streamed as a whole answer is. */
  const streamPage = async (res: ServerResponse, params: unknown[], id: unknown) => {
    calls.push({ method: 'getProgramAccountsV2', params });
    stats.programAccountsV2Calls += 1;
    slot += 1;
    const config = (params[1] ?? {}) as Record<string, unknown>;
    const sendJson = (body: unknown) => {
      const text = JSON.stringify(body);
      stats.programAccountsBytes += Buffer.byteLength(text);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(text);
    };
    if (paging.failAfterPages !== null && pagesServed >= paging.failAfterPages) {
      return sendJson({ jsonrpc: '2.0', error: { code: -32005, message: 'Node is unhealthy' }, id });
    }
    let selected: ReturnType<typeof programAccountEntries>;
    let from: number;
    const limit = config.limit ?? 1000;
    try {
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 10_000)
        throw new RpcFault(-32602, 'Invalid params: limit must be between 1 and 10000');
      selected = programAccountEntries(params);
      from = pageOffset(config.paginationKey);
    } catch (error) {
      const fault = error instanceof RpcFault ? error : new RpcFault(-32602, `Invalid params: ${error}`);
      return sendJson({ jsonrpc: '2.0', error: { code: fault.code, message: fault.message }, id });
    }
    pagesServed += 1;
    const total =
      outage === 'empty-answer' ? 0 : outage === 'half-answer' ? selected.total >> 1 : selected.total;
    const cutAt = outage === 'cut-answer' ? selected.total >> 1 : Number.POSITIVE_INFINITY;
    // Short pages: half the limit, and every third page empty (its key still set).
    const size = !paging.shortPages ? limit : pagesServed % 3 === 0 ? 0 : Math.max(1, limit >> 1);
    const count = Math.max(0, Math.min(size, total - from));
    const next = from + count < total ? pageKey(from + count) : null;
    res.writeHead(200, { 'content-type': 'application/json' });
    const write = async (text: string | Buffer) => {
      stats.programAccountsBytes += Buffer.byteLength(text);
      if (!res.write(text)) await new Promise((done) => res.once('drain', done));
    };
    await write('{"jsonrpc":"2.0","result":{"accounts":[');
    let sent = 0;
    for (const piece of count > 0 ? selected.entries(from, count) : []) {
      if (from + sent + piece.entries > cutAt) {
        res.destroy();
        return;
      }
      await write(sent === 0 ? piece.text.slice(1) : piece.text);
      sent += piece.entries;
    }
    const end = `],"paginationKey":${JSON.stringify(next)},"totalResults":${total}},"id":${JSON.stringify(id)}}`;
    stats.programAccountsBytes += Buffer.byteLength(end);
    res.end(end);
    afterPage?.();
  };

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    donate,
    onDonation: (hook) => {
      donationHook = hook;
    },
    url: `http://127.0.0.1:${port}`,
    setTokenAccount: setAccount,
    setHolding,
    removeTokenAccount: (address) => accounts.delete(address),
    setMint: (mint) => mints.set(mint.address, mint),
    setRawAccount: (address, value) => {
      if (value === undefined) rawAccounts.delete(address);
      else rawAccounts.set(address, value);
    },
    setProgramAccount: (address, account) => {
      if (account) programOwned.set(address, account);
      else programOwned.delete(address);
    },
    setBalance: (address, lamports) => balances.set(address, lamports),
    setOutage: (mode) => {
      outage = mode;
    },
    setLatency: (wait) => {
      latency = wait;
    },
    apply,
    tokenAccounts: () => [...accounts.values()],
    addGeneratedHolders,
    clearGeneratedHolders: () => {
      generated.length = 0;
    },
    setPaging,
    afterPage: (hook) => {
      afterPage = hook;
    },
    slot: () => slot,
    setSlot: (at) => {
      slot = at;
    },
    stats: () => ({ ...stats }),
    calls,
    ledger,
    stop: () =>
      new Promise<void>((done) => {
        for (const res of hanging) res.destroy();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
