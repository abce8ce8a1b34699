import bs58 from 'bs58';
import {
  type SpendingLimitFacts,
  SQUADS_V4_PROGRAM,
  type WalletControl,
  type WalletControlFacts,
} from '../contract/facts.js';
import { isOnCurve } from '../platform/solana/program-address.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import type { ProgramAccount, RawAccount } from '../platform/solana/rpc-methods.js';
import {
  decodeMultisig,
  decodeSpendingLimit,
  SPENDING_LIMIT_DISCRIMINATOR,
  SPENDING_LIMIT_MULTISIG_OFFSET,
  SquadsLayoutError,
  vaultAddress,
} from '../platform/solana/squads-v4.js';
import { MalformedChainAnswerError } from './read-chain.js';

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/** What the route reads: the wallet, and the multisig the operator says controls it (if any). */
export interface WalletControlTarget {
  wallet: string;
  multisig?: string | undefined;
  /** @default 0 */
  vaultIndex?: number | undefined;
}

/** The account's bytes, or MalformedChainAnswerError when the node's answer is not a base64 account. */
function accountData(account: RawAccount, address: string): Buffer {
  const [data, encoding] = Array.isArray(account.data) ? account.data : [];
  if (typeof data !== 'string' || encoding !== 'base64' || typeof account.owner !== 'string') {
    throw new MalformedChainAnswerError(`${address} was not answered as a base64 account`);
  }
  return Buffer.from(data, 'base64');
}

/** Where a read is at: the first provider's slot, or the witness's lower bound (`minContextSlot`). */
interface ReadAt {
  /** Ask the node for a state at least this recent (a node behind it answers JSON-RPC error -32016). */
  readonly minContextSlot?: number | undefined;
  /** The slot of the account read that decides the answer (`context.slot`), once read. */
  slot?: number;
}

const slotOptions = (at: ReadAt) =>
  at.minContextSlot === undefined ? {} : { minContextSlot: at.minContextSlot };

async function readAccount(
  rpc: SolanaRpcClient,
  address: string,
  at: ReadAt = {},
): Promise<RawAccount | null> {
  const answer = await rpc.call('getAccountInfo', [address, { encoding: 'base64', ...slotOptions(at) }]);
  if (!answer || typeof answer !== 'object' || !('value' in answer)) {
    throw new MalformedChainAnswerError(`getAccountInfo of ${address} gave no value`);
  }
  const slot = (answer as { context?: { slot?: unknown } }).context?.slot;
  if (typeof slot === 'number' && Number.isSafeInteger(slot) && slot >= 0) at.slot = slot;
  return (answer.value as RawAccount | null) ?? null;
}

/** A wallet with no multisig configured: one key when a key can sign for it and no program owns it. */
async function plainWallet(rpc: SolanaRpcClient, wallet: string, at: ReadAt): Promise<WalletControl> {
  const account = await readAccount(rpc, wallet, at);
  const owner = account?.owner ?? SYSTEM_PROGRAM;
  if (typeof owner !== 'string') throw new MalformedChainAnswerError(`${wallet} has no owner`);
  if (owner !== SYSTEM_PROGRAM) return { kind: 'unknown', reason: 'other-program', owner };
  // A System account off the curve is a program's address: some program signs for it, not a key.
  if (!isOnCurve(bs58.decode(wallet))) return { kind: 'unknown', reason: 'program-address' };
  return { kind: 'one-key' };
}

/** The multisig's spending limits on `vaultIndex`, found by the multisig address at offset 8. */
async function spendingLimits(
  rpc: SolanaRpcClient,
  multisig: string,
  vaultIndex: number,
  at: ReadAt,
): Promise<SpendingLimitFacts[]> {
  const answer = await rpc.call('getProgramAccounts', [
    SQUADS_V4_PROGRAM,
    {
      encoding: 'base64',
      ...slotOptions(at),
      filters: [
        { memcmp: { offset: 0, bytes: bs58.encode(SPENDING_LIMIT_DISCRIMINATOR) } },
        { memcmp: { offset: SPENDING_LIMIT_MULTISIG_OFFSET, bytes: multisig } },
      ],
    },
  ]);
  if (!Array.isArray(answer)) throw new MalformedChainAnswerError('getProgramAccounts gave no list');
  const limits: SpendingLimitFacts[] = [];
  for (const entry of answer as ProgramAccount[]) {
    if (!entry || typeof entry.pubkey !== 'string' || !entry.account) {
      throw new MalformedChainAnswerError('getProgramAccounts listed an entry without an account');
    }
    let decoded: ReturnType<typeof decodeSpendingLimit>;
    try {
      decoded = decodeSpendingLimit(accountData(entry.account, entry.pubkey));
    } catch (error) {
      // A limit that cannot be read would hide a way to move funds: the whole read fails instead.
      if (error instanceof SquadsLayoutError) {
        throw new MalformedChainAnswerError(`spending limit ${entry.pubkey}: ${error.message}`);
      }
      throw error;
    }
    if (decoded.multisig !== multisig || decoded.vaultIndex !== vaultIndex) continue;
    const { multisig: _multisig, vaultIndex: _vault, ...facts } = decoded;
    limits.push({ address: entry.pubkey, ...facts });
  }
  return limits.sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
}

/** The configured multisig, checked against the wallet, then decoded. */
async function squadsVault(
  rpc: SolanaRpcClient,
  wallet: string,
  multisig: string,
  vaultIndex: number,
  at: ReadAt,
): Promise<WalletControl> {
  const vault = vaultAddress(multisig, vaultIndex);
  // Checked, not trusted: the multisig's facts are shown only for the vault that is the wallet.
  if (vault !== wallet) return { kind: 'not-the-wallet', multisig, vault };
  const account = await readAccount(rpc, multisig, at);
  if (!account) return { kind: 'unknown', reason: 'missing' };
  const data = accountData(account, multisig);
  if (account.owner !== SQUADS_V4_PROGRAM)
    return { kind: 'unknown', reason: 'other-program', owner: account.owner };
  let decoded: ReturnType<typeof decodeMultisig>;
  try {
    decoded = decodeMultisig(data);
  } catch (error) {
    if (error instanceof SquadsLayoutError) return { kind: 'unknown', reason: error.reason };
    throw error;
  }
  return {
    kind: 'squads-v4',
    multisig,
    vaultIndex,
    threshold: decoded.threshold,
    voters: decoded.members.filter((member) => member.vote).length,
    members: decoded.members,
    timeLockSeconds: decoded.timeLockSeconds,
    configAuthority: decoded.configAuthority,
    spendingLimits: await spendingLimits(rpc, multisig, vaultIndex, at),
  };
}

/**
 * Who can move the donation wallet's funds, read from the chain (behaviour §2.8, ADR 33). A
 * Squads v4 multisig when one is configured and its vault is the wallet; else one key when the
 * wallet is a key's System account. Anything else is said as what it is, never guessed.
 */
export async function readWalletControl(
  rpc: SolanaRpcClient,
  target: WalletControlTarget,
  now: () => Date = () => new Date(),
): Promise<WalletControlFacts> {
  return (await readWalletControlAt(rpc, target, { now })).facts;
}

/** A read of who controls the wallet, and the slot of the account that decided it (null: none was read). */
export interface WalletControlRead {
  facts: WalletControlFacts;
  slot: number | null;
}

/**
 * As readWalletControl, with the slot of the answer; `minContextSlot` asks the node for a state at least
 * that recent (the witness's read at the first provider's slot, ADR 33).
 */
export async function readWalletControlAt(
  rpc: SolanaRpcClient,
  target: WalletControlTarget,
  options: { minContextSlot?: number | undefined; now?: () => Date } = {},
): Promise<WalletControlRead> {
  const { wallet, multisig, vaultIndex = 0 } = target;
  const at: ReadAt = { minContextSlot: options.minContextSlot };
  const control = multisig
    ? await squadsVault(rpc, wallet, multisig, vaultIndex, at)
    : await plainWallet(rpc, wallet, at);
  const now = options.now ?? (() => new Date());
  return { facts: { wallet, control, readAt: now().toISOString() }, slot: at.slot ?? null };
}
