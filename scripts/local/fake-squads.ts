import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import bs58 from 'bs58';
import { findProgramAddress } from '../../lambdas/platform/solana/program-address.js';
import type { FakeProgramAccount } from './fake-solana-rpc.js';

/**
 * Squads v4 accounts for the fake chain, written byte for byte as the program lays them out
 * (Squads-Protocol/v4, programs/squads_multisig_program/src/state/multisig.rs and
 * spending_limit.rs; ADR 33): Anchor's 8-byte discriminator, then the Borsh fields in order.
 * Written here on their own, not with the site's decoder, so that a test of one checks the other.
 */
export const FAKE_SQUADS_PROGRAM = 'SQDS4ep65T869zMMBKyuUq6aD6EgTu8psMjkvj52pCf';

export type FakePermission = 'initiate' | 'vote' | 'execute';
const MASK: Record<FakePermission, number> = { initiate: 1, vote: 2, execute: 4 };

export interface FakeSquadsMember {
  key: string;
  /** @default all three */
  permissions?: FakePermission[];
}

/** A Multisig account (JSON-friendly, so that `POST /__fake/state` can send it). */
export interface FakeSquadsMultisig {
  /** The multisig's address; @default derived from the create key, as the program derives it. */
  address?: string;
  /** The key its address derives from; @default the address (for a patch that names only the address). */
  createKey?: string;
  /** @default none (the all-zero key) */
  configAuthority?: string | null;
  threshold: number;
  /** Seconds. @default 0 */
  timeLock?: number;
  /** @default 0 */
  transactionIndex?: number;
  /** @default 0 */
  staleTransactionIndex?: number;
  /** @default none */
  rentCollector?: string | null;
  members: FakeSquadsMember[];
  /** Spare bytes after the members, as the program leaves room for more (realloc). @default 0 */
  spare?: number;
}

export interface FakeSquadsSpendingLimit {
  address: string;
  multisig: string;
  createKey?: string;
  /** @default 0 */
  vaultIndex?: number;
  /** @default SOL (the all-zero key) */
  mint?: string | null;
  /** Base units, decimal string. */
  amount: string;
  period: 'one-time' | 'day' | 'week' | 'month';
  /** @default the amount */
  remainingAmount?: string;
  members: string[];
  destinations?: string[];
}

/** A Proposal account (state/proposal.rs): its status with the status's time, and the votes. */
export interface FakeSquadsProposal {
  /** @default the PDA of the multisig and index */
  address?: string;
  multisig: string;
  transactionIndex: number;
  status: 'draft' | 'active' | 'rejected' | 'approved' | 'executing' | 'executed' | 'cancelled';
  /** Unix seconds (not written for `executing`, the one status without a time). @default 0 */
  timestamp?: number;
  approved: string[];
  rejected?: string[];
  cancelled?: string[];
}

/** A member executing the multisig's approved config transaction `transactionIndex`. */
export interface FakeConfigExecution {
  multisig: string;
  member: string;
  transactionIndex: number;
}

/** What `POST /__fake/state` takes under `squads`. */
export interface FakeSquadsPatch {
  multisigs?: FakeSquadsMultisig[];
  spendingLimits?: FakeSquadsSpendingLimit[];
  proposals?: FakeSquadsProposal[];
  /** Addresses of Squads accounts to drop. */
  remove?: string[];
  /**
   * Transactions added to the history, each calling `config_transaction_execute` (the member pays
   * the fee): what a change of the rules the members voted leaves on the chain. The accounts are
   * set apart, by `multisigs`.
   */
  configExecutions?: FakeConfigExecution[];
}

const discriminator = (name: string) =>
  createHash('sha256').update(`account:${name}`).digest().subarray(0, 8);
const key = (address: string | null | undefined) =>
  address ? Buffer.from(bs58.decode(address)) : Buffer.alloc(32);
const u8 = (value: number) => Buffer.from([value]);
const u16 = (value: number) => {
  const out = Buffer.alloc(2);
  out.writeUInt16LE(value);
  return out;
};
const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32LE(value);
  return out;
};
const u64 = (value: bigint | number | string) => {
  const out = Buffer.alloc(8);
  out.writeBigUInt64LE(BigInt(value));
  return out;
};

/**
 * A real ed25519 public key made from `seed` (the same in every process): an address someone could
 * sign for, which a plain wallet must be. fakePublicKey's hashes are off the curve about half the time.
 */
export function fakeKeyAddress(seed: string): string {
  const pkcs8 = Buffer.concat([
    Buffer.from('302e020100300506032b657004220420', 'hex'),
    createHash('sha256').update(seed).digest(),
  ]);
  const jwk = createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })).export({
    format: 'jwk',
  });
  return bs58.encode(Buffer.from(jwk.x as string, 'base64url'));
}

/** The multisig PDA of a create key: seeds ["multisig", "multisig", create_key]. */
export function fakeMultisigAddress(createKey: string): string {
  const prefix = Buffer.from('multisig');
  return findProgramAddress([prefix, prefix, bs58.decode(createKey)], FAKE_SQUADS_PROGRAM)[0];
}

/** A vault PDA: seeds ["multisig", multisig, "vault", u8 index]. */
export function fakeVaultAddress(multisig: string, index = 0): string {
  const seeds = [Buffer.from('multisig'), bs58.decode(multisig), Buffer.from('vault'), Uint8Array.of(index)];
  return findProgramAddress(seeds, FAKE_SQUADS_PROGRAM)[0];
}

/** Where a multisig of a patch goes: its address, or the one its create key derives. */
function multisigAccountAddress(multisig: FakeSquadsMultisig): string {
  if (multisig.address) return multisig.address;
  if (!multisig.createKey) throw new Error('a Squads multisig needs an address or a create key');
  return fakeMultisigAddress(multisig.createKey);
}

/** The Multisig account's bytes; members sorted by key, as the program keeps them. */
export function multisigData(multisig: FakeSquadsMultisig): Buffer {
  const members = [...multisig.members].sort((a, b) => Buffer.compare(key(a.key), key(b.key)));
  return Buffer.concat([
    discriminator('Multisig'),
    key(multisig.createKey ?? multisig.address),
    key(multisig.configAuthority),
    u16(multisig.threshold),
    u32(multisig.timeLock ?? 0),
    u64(multisig.transactionIndex ?? 0),
    u64(multisig.staleTransactionIndex ?? 0),
    multisig.rentCollector ? Buffer.concat([u8(1), key(multisig.rentCollector)]) : u8(0),
    u8(255), // bump
    u32(members.length),
    ...members.map((member) =>
      Buffer.concat([
        key(member.key),
        u8((member.permissions ?? ['initiate', 'vote', 'execute']).reduce((mask, p) => mask | MASK[p], 0)),
      ]),
    ),
    Buffer.alloc(multisig.spare ?? 0),
  ]);
}

const PERIODS = ['one-time', 'day', 'week', 'month'];

/** The SpendingLimit account's bytes. */
export function spendingLimitData(limit: FakeSquadsSpendingLimit): Buffer {
  return Buffer.concat([
    discriminator('SpendingLimit'),
    key(limit.multisig),
    key(limit.createKey ?? limit.address),
    u8(limit.vaultIndex ?? 0),
    key(limit.mint),
    u64(limit.amount),
    u8(PERIODS.indexOf(limit.period)),
    u64(limit.remainingAmount ?? limit.amount),
    u64(1_780_000_000), // last_reset
    u8(254), // bump
    u32(limit.members.length),
    ...limit.members.map(key),
    u32(limit.destinations?.length ?? 0),
    ...(limit.destinations ?? []).map(key),
  ]);
}

const STATUSES = ['draft', 'active', 'rejected', 'approved', 'executing', 'executed', 'cancelled'];

const indexSeed = (index: number) => u64(index);

/** A proposal PDA: seeds ["multisig", multisig, "transaction", u64 LE index, "proposal"]. */
export function fakeProposalAddress(multisig: string, transactionIndex: number): string {
  const seeds = [
    Buffer.from('multisig'),
    bs58.decode(multisig),
    Buffer.from('transaction'),
    indexSeed(transactionIndex),
    Buffer.from('proposal'),
  ];
  return findProgramAddress(seeds, FAKE_SQUADS_PROGRAM)[0];
}

/** A vault transaction PDA: seeds ["multisig", multisig, "transaction", u64 LE index]. */
export function fakeVaultTransactionAddress(multisig: string, transactionIndex: number): string {
  const seeds = [
    Buffer.from('multisig'),
    bs58.decode(multisig),
    Buffer.from('transaction'),
    indexSeed(transactionIndex),
  ];
  return findProgramAddress(seeds, FAKE_SQUADS_PROGRAM)[0];
}

/** The Proposal account's bytes. */
export function proposalData(proposal: FakeSquadsProposal): Buffer {
  const status = STATUSES.indexOf(proposal.status);
  return Buffer.concat([
    discriminator('Proposal'),
    key(proposal.multisig),
    u64(proposal.transactionIndex),
    u8(status),
    ...(proposal.status === 'executing' ? [] : [u64(proposal.timestamp ?? 0)]),
    u8(253), // bump
    u32(proposal.approved.length),
    ...proposal.approved.map(key),
    u32(proposal.rejected?.length ?? 0),
    ...(proposal.rejected ?? []).map(key),
    u32(proposal.cancelled?.length ?? 0),
    ...(proposal.cancelled ?? []).map(key),
  ]);
}

/**
 * The instruction `vault_transaction_execute` (instructions/vault_transaction_execute.rs): no
 * arguments, so its data is Anchor's discriminator, sha256("global:vault_transaction_execute")[0..8];
 * its accounts begin multisig, proposal, transaction, member, then the vault transaction's own.
 */
export function fakeVaultExecute(options: {
  multisig: string;
  transactionIndex: number;
  member: string;
  /** The accounts the vault transaction names (the vault, the recipient...). */
  remaining?: string[];
}): { programId: string; accounts: string[]; data: Buffer } {
  return {
    programId: FAKE_SQUADS_PROGRAM,
    accounts: [
      options.multisig,
      fakeProposalAddress(options.multisig, options.transactionIndex),
      fakeVaultTransactionAddress(options.multisig, options.transactionIndex),
      options.member,
      ...(options.remaining ?? []),
    ],
    data: instructionData('vault_transaction_execute'),
  };
}

/** An instruction's data: Anchor's discriminator, sha256("global:<name>")[0..8], then its Borsh arguments. */
const instructionData = (name: string, args: Buffer = Buffer.alloc(0)) =>
  Buffer.concat([createHash('sha256').update(`global:${name}`).digest().subarray(0, 8), args]);

const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/**
 * The instruction `config_transaction_execute` (instructions/config_transaction_execute.rs): no
 * arguments; its accounts are multisig, member, proposal, config transaction, rent payer, system
 * program (the member pays the rent here).
 */
export function fakeConfigExecute(execution: FakeConfigExecution): {
  programId: string;
  accounts: string[];
  data: Buffer;
} {
  const { multisig, member, transactionIndex } = execution;
  return {
    programId: FAKE_SQUADS_PROGRAM,
    accounts: [
      multisig,
      member,
      fakeProposalAddress(multisig, transactionIndex),
      // A config transaction's address derives from the same seeds as a vault transaction's.
      fakeVaultTransactionAddress(multisig, transactionIndex),
      member,
      SYSTEM_PROGRAM,
    ],
    data: instructionData('config_transaction_execute'),
  };
}

/**
 * The config authority's `multisig_change_threshold` (instructions/multisig_config.rs): arguments
 * `new_threshold` u16 and `memo` Option<String> (none); accounts multisig, config authority, rent
 * payer, system program.
 */
export function fakeChangeThreshold(options: {
  multisig: string;
  configAuthority: string;
  threshold: number;
}): { programId: string; accounts: string[]; data: Buffer } {
  return {
    programId: FAKE_SQUADS_PROGRAM,
    accounts: [options.multisig, options.configAuthority, options.configAuthority, SYSTEM_PROGRAM],
    data: instructionData('multisig_change_threshold', Buffer.concat([u16(options.threshold), u8(0)])),
  };
}

/** The accounts a patch sets (or, with undefined, removes), by address. */
export function squadsAccounts(patch: FakeSquadsPatch): [string, FakeProgramAccount | undefined][] {
  return [
    ...(patch.multisigs ?? []).map((m): [string, FakeProgramAccount] => [
      multisigAccountAddress(m),
      { owner: FAKE_SQUADS_PROGRAM, data: multisigData(m) },
    ]),
    ...(patch.spendingLimits ?? []).map((l): [string, FakeProgramAccount] => [
      l.address,
      { owner: FAKE_SQUADS_PROGRAM, data: spendingLimitData(l) },
    ]),
    ...(patch.proposals ?? []).map((p): [string, FakeProgramAccount] => [
      p.address ?? fakeProposalAddress(p.multisig, p.transactionIndex),
      { owner: FAKE_SQUADS_PROGRAM, data: proposalData(p) },
    ]),
    ...(patch.remove ?? []).map((address): [string, undefined] => [address, undefined]),
  ];
}
