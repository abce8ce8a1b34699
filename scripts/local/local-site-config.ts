import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operatorConfigPath } from '../../web/src/config/node/operator-config.js';

const LOCAL_DIR = fileURLToPath(new URL('../../.local', import.meta.url));

/** The addresses the local chain knows (see holder-feed.ts): the configured ones when real, else stand-ins. */
export interface LocalChainAddresses {
  readonly tokenMint: string;
  readonly donationWallet: string;
  /** The labelled addresses (site.supply.labelled) as the local chain knows them. @default unchanged */
  readonly labelled?: readonly { kind: string; label: unknown; address: string }[];
  /** The multisig said to control the donation wallet (site.donationControl). @default unchanged */
  readonly donationControl?: {
    squadsMultisig: string;
    vaultIndex?: number;
    memberNames?: Record<string, string>;
  };
}

/** A configuration file written for one local stack; `remove` deletes it (safe to call twice). */
export interface LocalSiteConfig {
  readonly path: string;
  remove(): void;
}

/**
 * Writes the operator configuration the local page is served from: the one in use, with the token
 * mint and the donation wallet set to the addresses the local chain knows. The demo configuration
 * holds placeholders there, which no chain can be asked about; without this the page would compare
 * what the local chain says with a placeholder and could only ever say "unknown". A configuration
 * with real addresses is written unchanged. The file is in the ignored .local/ folder, inside the
 * repository, where the dev server may read it.
 */
export function writeLocalSiteConfig(addresses: LocalChainAddresses): LocalSiteConfig {
  const config = JSON.parse(readFileSync(operatorConfigPath(), 'utf8')) as {
    site: {
      token: { mintAddress: string };
      donationWallet: string;
      supply: { labelled: unknown[] };
      donationControl?: unknown;
    };
  };
  config.site.token.mintAddress = addresses.tokenMint;
  config.site.donationWallet = addresses.donationWallet;
  if (addresses.labelled) config.site.supply.labelled = [...addresses.labelled];
  if (addresses.donationControl) config.site.donationControl = addresses.donationControl;
  mkdirSync(LOCAL_DIR, { recursive: true });
  // One file per stack: tests and `npm start` may run side by side in one checkout.
  const path = join(LOCAL_DIR, `operator-config.local-chain-${process.pid}-${Date.now()}.json`);
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return { path, remove: () => rmSync(path, { force: true }) };
}
