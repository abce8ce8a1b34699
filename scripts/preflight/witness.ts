import { GENESIS } from '../../lambdas/platform/solana/clusters.js';
import type { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';
import { type PreflightInputs, unreadableSecret } from './inputs.js';
import { blocking, type CheckResult, ok, skipped } from './report.js';
import { clusterOf, hostOf, rpcClient } from './solana.js';
import { witnessCallChecks } from './witness-calls.js';

/**
 * How far the witness's slot may be from the first provider's: 150 slots, about a minute at 400 ms a
 * slot. Further behind, its answers describe an older chain than the one it is asked to confirm (ADR 35).
 */
export const WITNESS_MAX_SLOT_GAP = 150;

const FIX = 'npm run secret:solana-witness-rpc-url -- <file with another vendor’s mainnet-beta URL>';

/**
 * The provider behind a host: its last two labels (helius-rpc.com for mainnet.helius-rpc.com), the
 * whole host for an address. Two URLs of one vendor lie alike, whatever their sub-domain (ADR 35).
 */
export function providerOf(host: string): string {
  const name = host.replace(/:\d+$/, '');
  if (/^[\d.]+$/.test(name) || name.includes(':')) return name;
  return name.split('.').slice(-2).join('.');
}

/** The witness: another host of another provider, on mainnet-beta, its slot close to the first's. */
export async function witnessChecks(inputs: PreflightInputs): Promise<CheckResult[]> {
  const { config, secrets } = inputs;
  const name = config.deploy.solanaWitnessRpcUrlSecretName;
  if (!name) {
    return [
      skipped('Witness', 'no deploy.solanaWitnessRpcUrlSecretName: the first provider is believed alone'),
    ];
  }
  if (!secrets.witnessRpcUrl) {
    return [blocking('Witness: RPC URL', unreadableSecret(secrets, name), FIX)];
  }
  const host = hostOf(secrets.witnessRpcUrl);
  const firstHost = secrets.rpcUrl ? hostOf(secrets.rpcUrl) : undefined;
  if (firstHost && host === firstHost) {
    return [
      blocking('Witness: provider', `the witness is the same host as the first provider (${host})`, FIX),
    ];
  }
  if (firstHost && providerOf(host) === providerOf(firstHost)) {
    return [
      blocking(
        'Witness: provider',
        `${host} and ${firstHost} are one provider (${providerOf(host)}): two URLs of one vendor lie alike`,
        FIX,
      ),
    ];
  }
  const results: CheckResult[] = [
    ok('Witness: provider', `${host}, another provider than ${firstHost ?? 'the first'}`),
  ];
  let witness: SolanaRpcClient;
  try {
    witness = rpcClient(secrets.witnessRpcUrl, inputs);
  } catch (error) {
    return [blocking('Witness: RPC URL', (error as Error).message, FIX)];
  }
  try {
    const genesis = await witness.request<string>('getGenesisHash');
    if (genesis !== GENESIS['mainnet-beta']) {
      results.push(
        blocking('Witness: cluster', `${host} serves ${clusterOf(genesis)}, not mainnet-beta`, FIX),
      );
      return results;
    }
    results.push(ok('Witness: cluster', `${host} serves mainnet-beta`));
    if (!secrets.rpcUrl) return results;
    // Read one after the other: the gap then includes the few slots between the two calls, never less.
    const first = await rpcClient(secrets.rpcUrl, inputs).request<number>('getSlot');
    const second = await witness.request<number>('getSlot');
    const gap = Math.abs(second - first);
    results.push(
      gap > WITNESS_MAX_SLOT_GAP
        ? blocking(
            'Witness: slot',
            `${host} is ${gap} slots from the first provider (at most ${WITNESS_MAX_SLOT_GAP})`,
            `wait and run the preflight again; if it stays behind, ${FIX}`,
          )
        : ok('Witness: slot', `${gap} slots from the first provider (at most ${WITNESS_MAX_SLOT_GAP})`),
    );
    results.push(...(await witnessCallChecks(inputs, secrets.witnessRpcUrl, host)));
  } catch (error) {
    results.push(
      blocking('Witness: RPC', `${host}: ${(error as Error).message}`, `check the provider, or ${FIX}`),
    );
  }
  return results;
}
