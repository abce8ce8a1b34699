import { z } from 'zod';
import { isPublicKey } from '../commons/solana/public-key.js';
import type { SolanaRpcClient } from '../commons/solana/rpc-client.js';
import { TOKEN_PROGRAMS, type TokenFacts, type TokenProgram } from '../contract/facts.js';
import { MalformedChainAnswerError } from './read-chain.js';

const U64_MAX = 2n ** 64n - 1n;
const authority = z.string().refine(isPublicKey).nullable();

/** The part of a `jsonParsed` mint account that the facts come from; anything else is malformed. */
const parsedMint = z.object({
  owner: z.string(),
  data: z.object({
    program: z.enum(Object.keys(TOKEN_PROGRAMS) as [TokenProgram, ...TokenProgram[]]),
    parsed: z.object({
      type: z.literal('mint'),
      info: z.object({
        supply: z
          .string()
          .regex(/^\d{1,20}$/)
          .refine((s) => BigInt(s) <= U64_MAX),
        decimals: z.number().int().min(0).max(255),
        mintAuthority: authority,
        freezeAuthority: authority,
        isInitialized: z.literal(true),
      }),
    }),
  }),
});

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
  const answer = await rpc.call('getAccountInfo', [mint, { encoding: 'jsonParsed' }]);
  const account = (answer as { value?: unknown } | null)?.value;
  if (!account) throw new MalformedChainAnswerError(`no account at ${mint}`);
  const parsed = parsedMint.safeParse(account);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => i.path.join('.') || '(account)').join(', ');
    throw new MalformedChainAnswerError(`${mint} is not a parsed mint account (${where})`);
  }
  const { owner, data } = parsed.data;
  // The owner decides what the account is: data that looks like a mint in another program's account proves nothing.
  if (owner !== TOKEN_PROGRAMS[data.program]) {
    throw new MalformedChainAnswerError(`${mint} is owned by ${owner}, not by the ${data.program} program`);
  }
  const { info } = data.parsed;
  return {
    mint,
    supply: info.supply,
    decimals: info.decimals,
    mintAuthority: info.mintAuthority,
    freezeAuthority: info.freezeAuthority,
    tokenProgram: data.program,
    readAt: now().toISOString(),
  };
}
