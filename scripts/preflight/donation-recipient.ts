import { TOKEN_PROGRAMS } from '../../lambdas/contract/facts.js';
import type { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';
import type { OperatorConfig } from '../../web/src/config/node/operator-config.js';
import { blocking, type CheckResult, ok } from './report.js';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const CHECK = 'Solana: donation recipient';
const FIX = 'set site.donationWallet to a wallet address (its SOL account), not a token account or the mint';

/**
 * Every Solana Pay request and the Action send SOL to the donation wallet (ADR 40): it must be a native
 * SOL account, owned by the system program with no data, or not exist yet. A token account or a mint
 * would take the SOL and never pass it on as the page says (the wallets show no error either).
 */
export async function donationRecipientCheck(
  rpc: SolanaRpcClient,
  config: OperatorConfig,
): Promise<CheckResult> {
  const wallet = config.site.donationWallet;
  if (wallet === config.site.token.mintAddress) {
    return blocking(CHECK, `${wallet} is the token's mint`, FIX);
  }
  const answer = await rpc.request<{ value: { owner: string; data: unknown; space?: number } | null }>(
    'getAccountInfo',
    [wallet, { encoding: 'base64', commitment: 'confirmed' }],
  );
  const value = answer.value;
  if (!value) return ok(CHECK, `${wallet} has no account yet: its first SOL makes it a system account`);
  const data = Array.isArray(value.data) && typeof value.data[0] === 'string' ? value.data[0] : '';
  const bytes = Buffer.from(data, 'base64').length;
  if (value.owner === SYSTEM_PROGRAM && bytes === 0) {
    return ok(CHECK, `${wallet} is a native SOL account (system program, no data)`);
  }
  const token = Object.values(TOKEN_PROGRAMS).includes(value.owner as never);
  const what = token
    ? `a token program's ${bytes === 82 ? 'mint' : 'token account'}`
    : `an account of ${value.owner} holding ${bytes} bytes`;
  return blocking(CHECK, `${wallet} is ${what}, not a native SOL account`, FIX);
}
