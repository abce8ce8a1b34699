import { TOKEN_PROGRAMS, type TokenFacts, type TokenProgram } from '../contract/facts.js';
import { isDecimals, isObject, isU64String } from '../platform/solana/answer-shape.js';
import { isPublicKey } from '../platform/solana/public-key.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { MalformedChainAnswerError } from './read-chain.js';

/** The part of a `jsonParsed` mint account that the facts come from. */
interface ParsedMint {
  owner: string;
  data: {
    program: TokenProgram;
    parsed: {
      type: 'mint';
      info: {
        supply: string;
        decimals: number;
        mintAuthority: string | null;
        freezeAuthority: string | null;
        isInitialized: true;
      };
    };
  };
}

const isAuthority = (value: unknown) => value === null || (typeof value === 'string' && isPublicKey(value));

/**
 * The paths of `account` that are not those of a parsed mint (empty when it is one). Plain checks,
 * not zod: the facts routes load no zod at cold start.
 */
function mintProblems(account: unknown): string[] {
  if (!isObject(account)) return ['(account)'];
  const problems: string[] = [];
  if (typeof account.owner !== 'string') problems.push('owner');
  const data = account.data;
  if (!isObject(data)) return [...problems, 'data'];
  if (typeof data.program !== 'string' || !Object.hasOwn(TOKEN_PROGRAMS, data.program)) {
    problems.push('data.program');
  }
  const parsed = data.parsed;
  if (!isObject(parsed)) return [...problems, 'data.parsed'];
  if (parsed.type !== 'mint') problems.push('data.parsed.type');
  const info = parsed.info;
  if (!isObject(info)) return [...problems, 'data.parsed.info'];
  const at = (field: string) => `data.parsed.info.${field}`;
  const { supply, decimals } = info;
  if (!isU64String(supply)) problems.push(at('supply'));
  if (!isDecimals(decimals)) problems.push(at('decimals'));
  if (!isAuthority(info.mintAuthority)) problems.push(at('mintAuthority'));
  if (!isAuthority(info.freezeAuthority)) problems.push(at('freezeAuthority'));
  if (info.isInitialized !== true) problems.push(at('isInitialized'));
  return problems;
}

/** A read of the mint and the slot the node answered at (its `context.slot`). */
export interface TokenFactsRead {
  facts: TokenFacts;
  slot: number;
}

/**
 * Reads a mint account with `getAccountInfo` + `jsonParsed` (classic SPL Token or Token-2022).
 * Throws MalformedChainAnswerError unless the account exists, is owned by one of the two token
 * programs (the one its parsed data names) and parses as an initialized mint.
 */
export async function readTokenFacts(
  rpc: SolanaRpcClient,
  mint: string,
  now: () => Date = () => new Date(),
): Promise<TokenFacts> {
  return (await readTokenFactsAt(rpc, mint, { now })).facts;
}

/**
 * As readTokenFacts, with the slot of the answer; `minContextSlot` asks the node for a state at least
 * that recent (a node behind it answers JSON-RPC error -32016 rather than an older state).
 */
export async function readTokenFactsAt(
  rpc: SolanaRpcClient,
  mint: string,
  options: { minContextSlot?: number; now?: () => Date } = {},
): Promise<TokenFactsRead> {
  const { minContextSlot, now = () => new Date() } = options;
  const answer = await rpc.call('getAccountInfo', [
    mint,
    minContextSlot === undefined ? { encoding: 'jsonParsed' } : { encoding: 'jsonParsed', minContextSlot },
  ]);
  const slot = (answer as { context?: { slot?: unknown } } | null)?.context?.slot;
  if (typeof slot !== 'number' || !Number.isSafeInteger(slot) || slot < 0) {
    throw new MalformedChainAnswerError(`the answer for ${mint} names no slot (context.slot)`);
  }
  const account = (answer as { value?: unknown } | null)?.value;
  if (!account) throw new MalformedChainAnswerError(`no account at ${mint}`);
  const problems = mintProblems(account);
  if (problems.length > 0) {
    throw new MalformedChainAnswerError(`${mint} is not a parsed mint account (${problems.join(', ')})`);
  }
  const { owner, data } = account as ParsedMint;
  // The owner decides what the account is: data that looks like a mint in another program's account proves nothing.
  if (owner !== TOKEN_PROGRAMS[data.program]) {
    throw new MalformedChainAnswerError(`${mint} is owned by ${owner}, not by the ${data.program} program`);
  }
  const { info } = data.parsed;
  const facts: TokenFacts = {
    mint,
    supply: info.supply,
    decimals: info.decimals,
    mintAuthority: info.mintAuthority,
    freezeAuthority: info.freezeAuthority,
    tokenProgram: data.program,
    readAt: now().toISOString(),
  };
  return { facts, slot };
}
