import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import { type ControlMember, type SpendingLimitFacts, SQUADS_V4_PROGRAM } from '../../contract/facts.js';
import { findProgramAddress } from './program-address.js';

/**
 * The Squads v4 account layout this site decodes (ADR 33): the program's own source,
 * Squads-Protocol/v4, `programs/squads_multisig_program/src/state/` (`multisig.rs`,
 * `spending_limit.rs`, `seeds.rs`), as deployed at SQDS4ep65T869zMMBKyuUq6aD6EgTu8psMjkvj52pCf.
 * Anchor accounts, Borsh encoded: an 8-byte discriminator, then the fields in order. Only the fields
 * up to the member list (multisig) and the destinations (spending limit) are read; bytes after them
 * (spare room the program keeps, later optional fields) are ignored.
 */
export const SQUADS_LAYOUT = 'Squads Protocol v4 (program v2.0 accounts: Multisig, SpendingLimit)';

/** Anchor's discriminator of an account type: the first 8 bytes of sha256("account:<Name>"). */
export function accountDiscriminator(name: string): Buffer {
  return createHash('sha256').update(`account:${name}`).digest().subarray(0, 8);
}

export const MULTISIG_DISCRIMINATOR = accountDiscriminator('Multisig');
export const SPENDING_LIMIT_DISCRIMINATOR = accountDiscriminator('SpendingLimit');

/** Permission bits of a member (state/multisig.rs `Permission`). */
export const PERMISSION = { initiate: 1, vote: 2, execute: 4 } as const;

/** The spending limit's period enum, in its declared order (state/spending_limit.rs `Period`). */
const PERIODS = ['one-time', 'day', 'week', 'month'] as const;

/** The offset of `multisig` in a SpendingLimit account: what getProgramAccounts filters on. */
export const SPENDING_LIMIT_MULTISIG_OFFSET = 8;

const SEED_PREFIX = Buffer.from('multisig');
const SEED_VAULT = Buffer.from('vault');

/** A decoded Multisig account. */
export interface SquadsMultisig {
  createKey: string;
  /** null when the default (all-zero) key: no config authority, the multisig is autonomous. */
  configAuthority: string | null;
  threshold: number;
  timeLockSeconds: number;
  transactionIndex: bigint;
  staleTransactionIndex: bigint;
  members: ControlMember[];
}

/** The bytes do not hold the account they were read as: said plainly, never guessed. */
export class SquadsLayoutError extends Error {
  constructor(
    readonly reason: 'not-a-multisig' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'SquadsLayoutError';
  }
}

/** Reads Borsh values from a buffer; any read past the end is a malformed account. */
class Reader {
  private at = 0;
  constructor(private readonly data: Buffer) {}
  private take(length: number): number {
    if (this.at + length > this.data.length) {
      throw new SquadsLayoutError('malformed', `the account ends at byte ${this.data.length}`);
    }
    const start = this.at;
    this.at += length;
    return start;
  }
  u8 = () => this.data.readUInt8(this.take(1));
  u16 = () => this.data.readUInt16LE(this.take(2));
  u32 = () => this.data.readUInt32LE(this.take(4));
  u64 = () => this.data.readBigUInt64LE(this.take(8));
  i64 = () => this.data.readBigInt64LE(this.take(8));
  key = () => {
    const start = this.take(32);
    return this.data.subarray(start, start + 32);
  };
  address = () => bs58.encode(this.key());
  /** A Borsh Vec: a u32 count then each item; a count the bytes cannot hold is malformed. */
  vec<T>(itemSize: number, item: () => T): T[] {
    const count = this.u32();
    if (count * itemSize > this.data.length - this.at) {
      throw new SquadsLayoutError('malformed', `a list of ${count} does not fit the account`);
    }
    return Array.from({ length: count }, item);
  }
}

const isDefaultKey = (key: Buffer) => key.every((byte) => byte === 0);

function checkDiscriminator(data: Buffer, expected: Buffer, name: string) {
  if (data.length < 8)
    throw new SquadsLayoutError('malformed', 'the account is shorter than its discriminator');
  if (!data.subarray(0, 8).equals(expected)) {
    throw new SquadsLayoutError('not-a-multisig', `the account is not a ${name}`);
  }
}

/** Decodes a Multisig account's data (discriminator included). */
export function decodeMultisig(data: Buffer): SquadsMultisig {
  checkDiscriminator(data, MULTISIG_DISCRIMINATOR, 'Multisig');
  const read = new Reader(data.subarray(8));
  const createKey = read.address();
  const authority = read.key();
  const threshold = read.u16();
  const timeLockSeconds = read.u32();
  const transactionIndex = read.u64();
  const staleTransactionIndex = read.u64();
  const rentCollector = read.u8();
  if (rentCollector > 1) throw new SquadsLayoutError('malformed', 'rent_collector is not an Option');
  if (rentCollector === 1) read.key();
  read.u8(); // bump
  const members = read.vec(33, () => {
    const address = read.address();
    const mask = read.u8();
    return {
      address,
      initiate: (mask & PERMISSION.initiate) !== 0,
      vote: (mask & PERMISSION.vote) !== 0,
      execute: (mask & PERMISSION.execute) !== 0,
    };
  });
  // The program's own invariant (Multisig::invariant): 0 < threshold <= voters.
  const voters = members.filter((member) => member.vote).length;
  if (threshold === 0 || threshold > voters) {
    throw new SquadsLayoutError('malformed', `threshold ${threshold} with ${voters} voters`);
  }
  return {
    createKey,
    configAuthority: isDefaultKey(authority) ? null : bs58.encode(authority),
    threshold,
    timeLockSeconds,
    transactionIndex,
    staleTransactionIndex,
    members,
  };
}

/** A decoded SpendingLimit account, with the multisig and vault it belongs to. */
export interface SquadsSpendingLimit extends Omit<SpendingLimitFacts, 'address'> {
  multisig: string;
  vaultIndex: number;
}

/** Decodes a SpendingLimit account's data (discriminator included). */
export function decodeSpendingLimit(data: Buffer): SquadsSpendingLimit {
  checkDiscriminator(data, SPENDING_LIMIT_DISCRIMINATOR, 'SpendingLimit');
  const read = new Reader(data.subarray(8));
  const multisig = read.address();
  read.key(); // create_key
  const vaultIndex = read.u8();
  const mint = read.key();
  const amount = read.u64();
  const period = PERIODS[read.u8()];
  if (!period) throw new SquadsLayoutError('malformed', 'unknown spending limit period');
  const remainingAmount = read.u64();
  read.i64(); // last_reset
  read.u8(); // bump
  const members = read.vec(32, read.address);
  const destinations = read.vec(32, read.address);
  return {
    multisig,
    vaultIndex,
    mint: isDefaultKey(mint) ? null : bs58.encode(mint),
    amount: amount.toString(),
    period,
    remainingAmount: remainingAmount.toString(),
    members,
    destinations,
  };
}

/** The vault a multisig holds funds in: seeds ["multisig", multisig, "vault", u8 index] (state/seeds.rs). */
export function vaultAddress(multisig: string, vaultIndex = 0): string {
  const seeds = [SEED_PREFIX, bs58.decode(multisig), SEED_VAULT, Uint8Array.of(vaultIndex)];
  return findProgramAddress(seeds, SQUADS_V4_PROGRAM)[0];
}

/** The multisig created with `createKey`: seeds ["multisig", "multisig", create_key]. */
export function multisigAddress(createKey: string): string {
  return findProgramAddress([SEED_PREFIX, SEED_PREFIX, bs58.decode(createKey)], SQUADS_V4_PROGRAM)[0];
}

export const PROPOSAL_DISCRIMINATOR = accountDiscriminator('Proposal');

/** Anchor's discriminator of an instruction: the first 8 bytes of sha256("global:<name>"). */
export function instructionDiscriminator(name: string): Buffer {
  return createHash('sha256').update(`global:${name}`).digest().subarray(0, 8);
}

/** The instruction that moves a vault's funds once a proposal is approved (instructions/vault_transaction_execute.rs). */
export const VAULT_TRANSACTION_EXECUTE = instructionDiscriminator('vault_transaction_execute');

/**
 * The instructions that change a multisig's rules (lib.rs; instructions/config_transaction_execute.rs,
 * multisig_config.rs, multisig_add_spending_limit.rs, multisig_remove_spending_limit.rs): a config
 * transaction the members voted, executed; or a call of the config authority. Each names the
 * multisig as its first account.
 */
export const RULES_INSTRUCTIONS = [
  'config_transaction_execute',
  'multisig_add_member',
  'multisig_remove_member',
  'multisig_change_threshold',
  'multisig_set_time_lock',
  'multisig_set_config_authority',
  'multisig_set_rent_collector',
  'multisig_add_spending_limit',
  'multisig_remove_spending_limit',
] as const;

/** Their discriminators, each the first 8 bytes of the instruction's data. */
export const RULES_DISCRIMINATORS: readonly Buffer[] = RULES_INSTRUCTIONS.map(instructionDiscriminator);

/** The proposal's status enum, in its declared order (state/proposal.rs `ProposalStatus`). */
const PROPOSAL_STATUSES = [
  'draft',
  'active',
  'rejected',
  'approved',
  'executing',
  'executed',
  'cancelled',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** A decoded Proposal account. */
export interface SquadsProposal {
  multisig: string;
  transactionIndex: bigint;
  status: ProposalStatus;
  /** Unix seconds of the status (none for `executing`, the one variant without a timestamp). */
  statusTimestamp: bigint | null;
  approved: string[];
  rejected: string[];
  cancelled: string[];
}

/**
 * Decodes a Proposal account's data (discriminator included): `multisig`, `transaction_index` u64,
 * `status` (a u8 tag, then an i64 timestamp except for Executing), `bump` u8, then the `approved`,
 * `rejected` and `cancelled` Vec<Pubkey>.
 */
export function decodeProposal(data: Buffer): SquadsProposal {
  checkDiscriminator(data, PROPOSAL_DISCRIMINATOR, 'Proposal');
  const read = new Reader(data.subarray(8));
  const multisig = read.address();
  const transactionIndex = read.u64();
  const status = PROPOSAL_STATUSES[read.u8()];
  if (!status) throw new SquadsLayoutError('malformed', 'unknown proposal status');
  const statusTimestamp = status === 'executing' ? null : read.i64();
  read.u8(); // bump
  const approved = read.vec(32, read.address);
  const rejected = read.vec(32, read.address);
  const cancelled = read.vec(32, read.address);
  return { multisig, transactionIndex, status, statusTimestamp, approved, rejected, cancelled };
}

const SEED_TRANSACTION = Buffer.from('transaction');
const SEED_PROPOSAL = Buffer.from('proposal');

/** A proposal PDA: seeds ["multisig", multisig, "transaction", u64 LE index, "proposal"] (state/seeds.rs). */
export function proposalAddress(multisig: string, transactionIndex: bigint): string {
  const index = Buffer.alloc(8);
  index.writeBigUInt64LE(transactionIndex);
  const seeds = [SEED_PREFIX, bs58.decode(multisig), SEED_TRANSACTION, index, SEED_PROPOSAL];
  return findProgramAddress(seeds, SQUADS_V4_PROGRAM)[0];
}
