import { SQUADS_V4_PROGRAM, TOKEN_PROGRAMS, type TokenProgram } from '../../lambdas/contract/facts.js';
import { GENESIS } from '../../lambdas/platform/solana/clusters.js';
import { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';
import { checkRpcUrl } from '../../lambdas/platform/solana/rpc-env.js';
import { decodeMultisig, vaultAddress } from '../../lambdas/platform/solana/squads-v4.js';
import type { OperatorConfig } from '../../web/src/config/node/operator-config.js';
import { donationRecipientCheck } from './donation-recipient.js';
import { type PreflightInputs, unreadableSecret } from './inputs.js';
import { blocking, type CheckResult, ok, skipped, warning } from './report.js';

const PROGRAM_NAMES: Record<TokenProgram, string> = {
  'spl-token': 'the SPL Token program',
  'spl-token-2022': 'Token-2022',
};

export const RPC_FIX = 'npm run secret:solana-rpc-url -- <file with a mainnet-beta https URL>';

/** The cluster a genesis hash names, or a short form of the hash. */
export function clusterOf(genesis: string): string {
  const entry = Object.entries(GENESIS).find(([, hash]) => hash === genesis);
  return entry ? entry[0] : `an unknown cluster (genesis ${genesis.slice(0, 8)}…)`;
}

/** The host of a URL, which may be shown; the rest (path, query) may hold an API key and never is. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(not a URL)';
  }
}

/** A client for an RPC URL checked as the functions check it; the error never quotes the URL. */
export function rpcClient(url: string, inputs: Pick<PreflightInputs, 'allowHttp' | 'timeoutMs'>) {
  return new SolanaRpcClient({
    url: checkRpcUrl(url, { allowHttp: inputs.allowHttp ?? false }),
    timeoutMs: inputs.timeoutMs ?? 10_000,
  });
}

interface AccountValue {
  owner: string;
  lamports: number;
  data: unknown;
}

async function account(rpc: SolanaRpcClient, address: string, encoding: 'jsonParsed' | 'base64') {
  const answer = await rpc.request<{ value: AccountValue | null }>('getAccountInfo', [
    address,
    { encoding, commitment: 'confirmed' },
  ]);
  return answer.value;
}

/** The mint's parsed fields, or undefined when the account is not a token program's mint. */
function mintInfo(value: AccountValue): { decimals: number } | undefined {
  const parsed = (value.data as { parsed?: { type?: string; info?: { decimals?: unknown } } })?.parsed;
  if (parsed?.type !== 'mint' || typeof parsed.info?.decimals !== 'number') return undefined;
  return { decimals: parsed.info.decimals };
}

const programOf = (owner: string) =>
  (Object.entries(TOKEN_PROGRAMS).find(([, id]) => id === owner)?.[0] as TokenProgram | undefined) ??
  undefined;

/**
 * The Solana checks (the first provider): the cluster, the mint, the donation wallet, the Squads vault,
 * the ledger's listed mints. Each is one read-only call; after a failed genesis nothing else is asked.
 */
export async function solanaChecks(inputs: PreflightInputs): Promise<CheckResult[]> {
  const { config } = inputs;
  const url = inputs.secrets.rpcUrl;
  if (!url) {
    return [
      blocking(
        'Solana: RPC URL',
        unreadableSecret(inputs.secrets, config.deploy.solanaRpcUrlSecretName),
        'npm run secret:solana-rpc-url -- <file>',
      ),
    ];
  }
  let rpc: SolanaRpcClient;
  try {
    rpc = rpcClient(url, inputs);
  } catch (error) {
    return [blocking('Solana: RPC URL', (error as Error).message, RPC_FIX)];
  }
  const host = hostOf(url);
  const results: CheckResult[] = [];
  try {
    const genesis = await rpc.request<string>('getGenesisHash');
    if (genesis !== GENESIS['mainnet-beta']) {
      return [blocking('Solana: cluster', `${host} serves ${clusterOf(genesis)}, not mainnet-beta`, RPC_FIX)];
    }
    results.push(ok('Solana: cluster', `${host} serves mainnet-beta`));
    results.push(await mintCheck(rpc, config));
    results.push(await walletCheck(rpc, config));
    results.push(await donationRecipientCheck(rpc, config));
    results.push(await multisigCheck(rpc, config));
    results.push(...(await ledgerAssetChecks(rpc, config)));
  } catch (error) {
    results.push(
      blocking('Solana: RPC', `${host}: ${(error as Error).message}`, `check the provider, or ${RPC_FIX}`),
    );
  }
  return results;
}

async function mintCheck(rpc: SolanaRpcClient, config: OperatorConfig): Promise<CheckResult> {
  const mint = config.site.token.mintAddress;
  const value = await account(rpc, mint, 'jsonParsed');
  const fix =
    'set site.token.mintAddress to the token’s mint (npm run init -- <mint> reads it from the chain)';
  if (!value) return blocking('Solana: mint', `${mint} does not exist on mainnet-beta`, fix);
  const program = programOf(value.owner);
  const info = mintInfo(value);
  if (!program || !info) {
    return blocking('Solana: mint', `${mint} is not a token mint (owned by ${value.owner})`, fix);
  }
  // The configuration implies the classic program unless it names Token-2022 (site.token.program).
  const expected: TokenProgram = config.site.token.program ?? 'spl-token';
  if (program !== expected) {
    return blocking(
      'Solana: mint',
      `${mint} belongs to ${PROGRAM_NAMES[program]}, the configuration implies ${PROGRAM_NAMES[expected]}`,
      `set site.token.program to "${program}", or site.token.mintAddress to the right mint`,
    );
  }
  if (info.decimals !== config.site.supply.decimals) {
    return blocking(
      'Solana: mint',
      `${mint} has ${info.decimals} decimals, the configuration says ${config.site.supply.decimals}`,
      `set site.supply.decimals to ${info.decimals}`,
    );
  }
  return ok('Solana: mint', `${mint}: ${PROGRAM_NAMES[program]}, ${info.decimals} decimals`);
}

async function walletCheck(rpc: SolanaRpcClient, config: OperatorConfig): Promise<CheckResult> {
  const wallet = config.site.donationWallet;
  const value = await account(rpc, wallet, 'base64');
  if (!value) {
    // A fresh wallet is no account until it receives SOL: a warning, since a mistyped one looks the same.
    return warning(
      'Solana: donation wallet',
      `${wallet} has no account on mainnet-beta (it never received SOL)`,
      'check site.donationWallet, or send it a little SOL',
    );
  }
  return ok('Solana: donation wallet', `${wallet} holds ${(value.lamports / 1e9).toFixed(4)} SOL`);
}

async function multisigCheck(rpc: SolanaRpcClient, config: OperatorConfig): Promise<CheckResult> {
  const control = config.site.donationControl;
  if (!control)
    return skipped('Solana: Squads vault', 'no site.donationControl: the wallet is not a multisig’s');
  const index = control.vaultIndex ?? 0;
  const value = await account(rpc, control.squadsMultisig, 'base64');
  const fix = 'set site.donationControl.squadsMultisig to the multisig whose vault the wallet is';
  if (!value || value.owner !== SQUADS_V4_PROGRAM) {
    return blocking(
      'Solana: Squads vault',
      `${control.squadsMultisig} is not a Squads v4 multisig (${value ? `owned by ${value.owner}` : 'no account'})`,
      fix,
    );
  }
  try {
    decodeMultisig(Buffer.from((value.data as [string, string])[0], 'base64'));
  } catch (error) {
    return blocking('Solana: Squads vault', `${control.squadsMultisig}: ${(error as Error).message}`, fix);
  }
  const vault = vaultAddress(control.squadsMultisig, index);
  if (vault !== config.site.donationWallet) {
    return blocking(
      'Solana: Squads vault',
      `vault ${index} of multisig ${control.squadsMultisig} is ${vault}, not the donation wallet ${config.site.donationWallet}`,
      `set site.donationWallet to ${vault}, or site.donationControl.vaultIndex to the wallet's index`,
    );
  }
  return ok('Solana: Squads vault', `the wallet is vault ${index} of multisig ${control.squadsMultisig}`);
}

async function ledgerAssetChecks(rpc: SolanaRpcClient, config: OperatorConfig): Promise<CheckResult[]> {
  const assets = config.site.ledgerAssets;
  if (assets.length === 0) return [ok('Solana: ledger mints', 'none listed (site.ledgerAssets)')];
  const results: CheckResult[] = [];
  for (const asset of assets) {
    const check = `Solana: ledger mint ${asset.symbol}`;
    const value = await account(rpc, asset.mint, 'jsonParsed');
    const info = value && programOf(value.owner) ? mintInfo(value) : undefined;
    if (!info) {
      results.push(
        blocking(
          check,
          `${asset.mint} is not a token mint on mainnet-beta`,
          `fix the mint of ${asset.symbol} in site.ledgerAssets`,
        ),
      );
    } else if (info.decimals !== asset.decimals) {
      results.push(
        blocking(
          check,
          `${asset.mint} has ${info.decimals} decimals, site.ledgerAssets says ${asset.decimals}`,
          `set the decimals of ${asset.symbol} in site.ledgerAssets to ${info.decimals}`,
        ),
      );
    } else results.push(ok(check, `${asset.mint}, ${info.decimals} decimals`));
  }
  return results;
}
