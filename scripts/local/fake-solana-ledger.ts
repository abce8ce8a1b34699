import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import { TOKEN_PROGRAM_ID } from '../../lambdas/platform/solana/rpc-methods.js';

/**
 * The transaction history of the fake Solana node: `getSignaturesForAddress` and `getTransaction`
 * (encoding `json`) in the node's wire format. Transactions change the node's balances, so
 * `getBalance` and the history agree. Each transaction takes a slot of its own.
 */

/** The wrapped-SOL mint. */
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const DEFAULT_FEE = 5000;
const MAX_SIGNATURES = 1000;

/** A JSON-RPC error the node answers with. */
export class FakeLedgerFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** One token account's change in a transaction. */
export interface FakeTokenMove {
  readonly account: string;
  readonly mint: string;
  readonly owner: string;
  readonly decimals: number;
  /** Raw units. */
  readonly delta: bigint;
  /** The account is created by the transaction (it has no pre token balance). */
  readonly opened?: boolean;
  /** The account is closed by the transaction (it has no post token balance). */
  readonly closed?: boolean;
}

/** A transaction to add: who pays, which balances move (the fee comes on top, from the payer). */
export interface FakeTransfer {
  readonly signature?: string;
  readonly feePayer: string;
  /** Lamports. @default 5000 */
  readonly fee?: number;
  /** A failed transaction: only the fee is charged. */
  readonly failed?: boolean;
  /** @default 'legacy' */
  readonly version?: 'legacy' | 0;
  /** For a version 0 transaction: addresses loaded from a lookup table (writable), not listed in accountKeys. */
  readonly loadedWritable?: readonly string[];
  /** Lamport changes by address, the fee not included. */
  readonly lamports?: Readonly<Record<string, number>>;
  readonly tokens?: readonly FakeTokenMove[];
  /** Unix seconds. @default now */
  readonly blockTime?: number;
  /** Top-level instructions, in the wire's form (their accounts and programs join the account list). @default none */
  readonly instructions?: readonly FakeInstruction[];
  /** The instructions exactly as the node answers them (a malformed one), in place of `instructions`. */
  readonly rawInstructions?: readonly unknown[];
}

/** One instruction: its program, the accounts it names in order, its data. */
export interface FakeInstruction {
  readonly programId: string;
  readonly accounts: readonly string[];
  readonly data: Uint8Array;
}

/** Many SOL donations to one wallet, kept compactly (for scale runs): one a minute from `startTime`. */
export interface GeneratedTransfers {
  readonly wallet: string;
  readonly count: number;
  readonly seed: string;
  /** Lamports each. @default 1_000_000 */
  readonly lamports?: number;
  /** Unix seconds of the first. @default 1_700_000_000 */
  readonly startTime?: number;
}

interface Stored {
  signature: string;
  slot: number;
  blockTime: number;
  err: unknown;
  wire: unknown;
}

interface GeneratedSet {
  firstSeq: number;
  firstSlot: number;
  count: number;
  wallet: string;
  lamports: number;
  startTime: number;
  firstPre: number;
  seed: string;
}

export interface FakeLedgerStats {
  getSignaturesForAddressCalls: number;
  getTransactionCalls: number;
}

/** Changes the node's answers, as a faulty or lying node would (tests of what the import refuses). */
export interface FakeLedgerTamper {
  /** The answer to getSignaturesForAddress of `address` (the true one given). */
  signatures?(address: string, answer: unknown[]): unknown;
  /** The answer to getTransaction of `signature` (the true one given, null when unknown). */
  transaction?(signature: string, answer: unknown): unknown;
}

/** How the node fails to return a withheld transaction: a null result, or a JSON-RPC error. */
export type FakeWithheldAnswer = 'null' | { readonly code: number; readonly message: string };

export interface FakeLedger {
  /** Adds a transaction and applies it to the balances; returns its signature. */
  add(transfer: FakeTransfer): string;
  addGenerated(transfers: GeneratedTransfers): void;
  /** Token balance of an account (raw units), or undefined when it does not exist. */
  tokenBalance(account: string): bigint | undefined;
  /** The slot of a transaction, by signature. */
  slotOf(signature: string): number | undefined;
  stats(): FakeLedgerStats;
  /** Answers through `hooks` from now on; null answers truly again. */
  tamper(hooks: FakeLedgerTamper | null): void;
  /**
   * Fails the next `times` getTransaction calls for `signature` as a node without its block or history
   * does (a null result, or a JSON-RPC error), then answers it truly; `times` 0 ends it at once.
   */
  withhold(signature: string, times: number, answer?: FakeWithheldAnswer): void;
  signaturesForAddress(params: unknown[]): unknown;
  transaction(params: unknown[]): unknown;
}

const GENERATED_MARK = Buffer.from('fakeledger');

/** A signature for a generated transaction: it names its sequence number, so none is kept. */
function generatedSignature(seq: number, seed: string): string {
  const bytes = Buffer.alloc(64);
  GENERATED_MARK.copy(bytes, 0);
  bytes.writeUInt32BE(seq, 10);
  createHash('sha256').update(`${seed}:${seq}`).digest().copy(bytes, 14);
  return bs58.encode(bytes);
}

function generatedSeq(signature: string): number | undefined {
  if (signature.length < 80) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(signature);
  } catch {
    return undefined;
  }
  if (bytes.length !== 64 || !Buffer.from(bytes.subarray(0, 10)).equals(GENERATED_MARK)) return undefined;
  return Buffer.from(bytes).readUInt32BE(10);
}

/** A random-looking signature (64 bytes, base58). */
export function fakeSignature(seed: string): string {
  const a = createHash('sha256').update(`sig-a:${seed}`).digest();
  const b = createHash('sha256').update(`sig-b:${seed}`).digest();
  return bs58.encode(Buffer.concat([a, b]));
}

const uiAmount = (amount: bigint, decimals: number) => {
  const ui = Number(amount) / 10 ** decimals;
  return { amount: amount.toString(), decimals, uiAmount: ui, uiAmountString: String(ui) };
};

export function createFakeLedger(options: {
  balances: Map<string, number>;
  /** Reserves `n` slots and returns the first. */
  takeSlots(n: number): number;
}): FakeLedger {
  const { balances } = options;
  const tokenAccounts = new Map<string, { mint: string; owner: string; decimals: number; amount: bigint }>();
  /** Transactions by sequence number (explicit ones); generated ones are made when asked for. */
  const stored = new Map<number, Stored>();
  const bySignature = new Map<string, number>();
  /** Sequence numbers of the transactions naming each address, ascending. */
  const byAddress = new Map<string, number[]>();
  const generated: GeneratedSet[] = [];
  let nextSeq = 0;
  const stats: FakeLedgerStats = { getSignaturesForAddressCalls: 0, getTransactionCalls: 0 };
  let tampered: FakeLedgerTamper | null = null;
  const withheld = new Map<string, { left: number; answer: FakeWithheldAnswer }>();

  const index = (address: string, seq: number, count = 1) => {
    let list = byAddress.get(address);
    if (!list) {
      list = [];
      byAddress.set(address, list);
    }
    for (let i = 0; i < count; i++) list.push(seq + i);
  };

  const add = (t: FakeTransfer): string => {
    const seq = nextSeq++;
    const slot = options.takeSlots(1);
    const signature = t.signature ?? fakeSignature(`explicit:${seq}:${slot}`);
    const fee = t.fee ?? DEFAULT_FEE;
    const version = t.version ?? 'legacy';
    const tokens = t.tokens ?? [];
    const lamports = { ...(t.lamports ?? {}) };
    // A sender signs; the owner of an account the transaction creates is named by its create instruction.
    const senders = tokens.filter((m) => m.delta < 0n || m.opened).map((m) => m.owner);
    const instructions = t.instructions ?? [];
    const named = [
      t.feePayer,
      ...Object.keys(lamports),
      ...senders,
      ...tokens.map((m) => m.account),
      ...tokens.map((m) => m.mint),
      ...instructions.flatMap((i) => i.accounts),
      SYSTEM_PROGRAM,
      ...(tokens.length > 0 ? [TOKEN_PROGRAM_ID] : []),
      ...instructions.map((i) => i.programId),
    ];
    const unique = [...new Set(named)];
    const loaded = version === 0 ? (t.loadedWritable ?? []) : [];
    const staticKeys = unique.filter((k) => !loaded.includes(k));
    const keys = [...staticKeys, ...loaded];
    const pre = keys.map((k) => balances.get(k) ?? 0);
    const post = keys.map((k, i) => {
      const own = (pre[i] ?? 0) - (k === t.feePayer ? fee : 0);
      return t.failed ? own : own + (lamports[k] ?? 0);
    });
    if (post.some((p) => p < 0)) throw new Error('fake ledger: a balance would go below zero');
    const preTokenBalances: unknown[] = [];
    const postTokenBalances: unknown[] = [];
    for (const move of tokens) {
      const accountIndex = keys.indexOf(move.account);
      const before = move.opened ? undefined : (tokenAccounts.get(move.account)?.amount ?? 0n);
      const entry = (amount: bigint) => ({
        accountIndex,
        mint: move.mint,
        owner: move.owner,
        programId: TOKEN_PROGRAM_ID,
        uiTokenAmount: uiAmount(amount, move.decimals),
      });
      if (before !== undefined) preTokenBalances.push(entry(before));
      const after = t.failed ? before : (before ?? 0n) + move.delta;
      const exists = t.failed ? before !== undefined : !move.closed;
      if (exists && after !== undefined) {
        if (after < 0n) throw new Error('fake ledger: a token balance would go below zero');
        postTokenBalances.push(entry(after));
      }
    }
    // Applied only once the transaction is known to be valid.
    keys.forEach((k, i) => {
      balances.set(k, post[i] ?? 0);
    });
    if (!t.failed) {
      for (const move of tokens) {
        if (move.closed) tokenAccounts.delete(move.account);
        else {
          const amount = (move.opened ? 0n : (tokenAccounts.get(move.account)?.amount ?? 0n)) + move.delta;
          tokenAccounts.set(move.account, { ...move, amount });
        }
      }
    }
    const err = t.failed ? { InstructionError: [0, { Custom: 1 }] } : null;
    const blockTime = t.blockTime ?? Math.floor(Date.now() / 1000);
    const wire = {
      slot,
      blockTime,
      version,
      transaction: {
        signatures: [signature],
        message: {
          accountKeys: staticKeys,
          header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1 },
          recentBlockhash: bs58.encode(createHash('sha256').update(`blockhash:${slot}`).digest()),
          instructions:
            t.rawInstructions ??
            instructions.map((i) => ({
              programIdIndex: keys.indexOf(i.programId),
              accounts: i.accounts.map((a) => keys.indexOf(a)),
              data: bs58.encode(i.data),
              stackHeight: null,
            })),
          ...(version === 0 ? { addressTableLookups: loaded.length > 0 ? [{}] : [] } : {}),
        },
      },
      meta: {
        err,
        status: t.failed ? { Err: err } : { Ok: null },
        fee,
        preBalances: pre,
        postBalances: post,
        preTokenBalances,
        postTokenBalances,
        innerInstructions: [],
        logMessages: [],
        rewards: [],
        ...(version === 0 ? { loadedAddresses: { writable: loaded, readonly: [] } } : {}),
        computeUnitsConsumed: 450,
      },
    };
    stored.set(seq, { signature, slot, blockTime, err, wire });
    bySignature.set(signature, seq);
    for (const key of keys) index(key, seq);
    return signature;
  };

  const addGenerated = (g: GeneratedTransfers) => {
    const lamports = g.lamports ?? 1_000_000;
    const set: GeneratedSet = {
      firstSeq: nextSeq,
      firstSlot: options.takeSlots(g.count),
      count: g.count,
      wallet: g.wallet,
      lamports,
      startTime: g.startTime ?? 1_700_000_000,
      firstPre: balances.get(g.wallet) ?? 0,
      seed: g.seed,
    };
    nextSeq += g.count;
    generated.push(set);
    index(g.wallet, set.firstSeq, g.count);
    balances.set(g.wallet, set.firstPre + g.count * lamports);
  };

  const setOf = (seq: number) => generated.find((s) => seq >= s.firstSeq && seq < s.firstSeq + s.count);

  /** Signature, slot, time and error of a transaction, by sequence number. */
  const summary = (seq: number): Omit<Stored, 'wire'> => {
    const one = stored.get(seq);
    if (one) return one;
    const set = setOf(seq) as GeneratedSet;
    const i = seq - set.firstSeq;
    return {
      signature: generatedSignature(seq, set.seed),
      slot: set.firstSlot + i,
      blockTime: set.startTime + i * 60,
      err: null,
    };
  };

  const generatedWire = (seq: number, set: GeneratedSet) => {
    const i = seq - set.firstSeq;
    const donor = bs58.encode(
      createHash('sha256')
        .update(`${set.seed}:donor:${i % 5000}`)
        .digest(),
    );
    const donorBalance = 1_000_000_000_000;
    const walletPre = set.firstPre + i * set.lamports;
    const { signature, slot, blockTime } = summary(seq);
    return {
      slot,
      blockTime,
      version: 'legacy',
      transaction: {
        signatures: [signature],
        message: {
          accountKeys: [donor, set.wallet, SYSTEM_PROGRAM],
          header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1 },
          recentBlockhash: signature.slice(0, 44),
          instructions: [
            { programIdIndex: 2, accounts: [0, 1], data: '3Bxs4h24hBtQy9rw', stackHeight: null },
          ],
        },
      },
      meta: {
        err: null,
        status: { Ok: null },
        fee: DEFAULT_FEE,
        preBalances: [donorBalance, walletPre, 1],
        postBalances: [donorBalance - set.lamports - DEFAULT_FEE, walletPre + set.lamports, 1],
        preTokenBalances: [],
        postTokenBalances: [],
        innerInstructions: [],
        logMessages: ['Program 11111111111111111111111111111111 invoke [1]'],
        rewards: [],
        computeUnitsConsumed: 150,
      },
    };
  };

  const seqOf = (signature: string): number | undefined => {
    const explicit = bySignature.get(signature);
    if (explicit !== undefined) return explicit;
    const seq = generatedSeq(signature);
    return seq !== undefined && setOf(seq) ? seq : undefined;
  };

  /** First position in the ascending `list` holding a value >= `seq`. */
  const lowerBound = (list: number[], seq: number) => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid] as number) < seq) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const signaturesForAddress = (params: unknown[]) => {
    stats.getSignaturesForAddressCalls += 1;
    const [address, config = {}] = params as [unknown, Record<string, unknown>?];
    if (typeof address !== 'string') throw new FakeLedgerFault(-32602, 'Invalid param: address');
    const limit = config.limit ?? MAX_SIGNATURES;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_SIGNATURES)
      throw new FakeLedgerFault(-32602, `Invalid limit; max ${MAX_SIGNATURES}`);
    const list = byAddress.get(address) ?? [];
    let from = list.length;
    if (typeof config.before === 'string') {
      const seq = seqOf(config.before);
      // A node that does not know `before` answers no signature.
      from = seq === undefined ? 0 : lowerBound(list, seq);
    }
    const untilSeq = typeof config.until === 'string' ? seqOf(config.until) : undefined;
    const out: unknown[] = [];
    for (let at = from - 1; at >= 0 && out.length < limit; at--) {
      const seq = list[at] as number;
      if (untilSeq !== undefined && seq <= untilSeq) break;
      const { signature, slot, blockTime, err } = summary(seq);
      out.push({ signature, slot, err, memo: null, blockTime, confirmationStatus: 'finalized' });
    }
    return tampered?.signatures ? tampered.signatures(address, out) : out;
  };

  const transaction = (params: unknown[]) => {
    stats.getTransactionCalls += 1;
    const [signature, config = {}] = params as [unknown, Record<string, unknown>?];
    if (typeof signature !== 'string') throw new FakeLedgerFault(-32602, 'Invalid param: signature');
    const encoding = config.encoding ?? 'json';
    if (encoding !== 'json')
      throw new FakeLedgerFault(-32602, `Invalid params: unsupported encoding ${encoding}`);
    const held = withheld.get(signature);
    if (held && held.left > 0) {
      held.left -= 1;
      if (held.answer === 'null') return null;
      throw new FakeLedgerFault(held.answer.code, held.answer.message);
    }
    const seq = seqOf(signature);
    if (tampered?.transaction) {
      const truth = seq === undefined ? null : wireOf(seq, config);
      return tampered.transaction(signature, truth);
    }
    if (seq === undefined) return null;
    return wireOf(seq, config);
  };

  const wireOf = (seq: number, config: Record<string, unknown>) => {
    const one = stored.get(seq);
    const wire = one ? (one.wire as { version: unknown }) : generatedWire(seq, setOf(seq) as GeneratedSet);
    if (wire.version === 0 && config.maxSupportedTransactionVersion === undefined) {
      throw new FakeLedgerFault(
        -32015,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      );
    }
    return wire;
  };

  return {
    add,
    addGenerated,
    tokenBalance: (account) => tokenAccounts.get(account)?.amount,
    slotOf: (signature) => {
      const seq = seqOf(signature);
      return seq === undefined ? undefined : summary(seq).slot;
    },
    stats: () => ({ ...stats }),
    tamper: (hooks) => {
      tampered = hooks;
    },
    withhold: (signature, times, answer = 'null') => {
      withheld.set(signature, { left: times, answer });
    },
    signaturesForAddress,
    transaction,
  };
}
