import { hasHiddenCharacters, printable } from '../../lambdas/contract/hidden-characters.js';
import type { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';
import { fetchMetadataJson, type MetadataJson } from './metadata-json.js';
import { decodeMetaplexMetadata, METAPLEX_PROGRAM, metadataAddress } from './metaplex.js';
import { decodeMint, type MintFacts, type OnChainMetadata, token2022Metadata } from './mint-layout.js';

/** What the chain (and the JSON its metadata names) says of a token, each part with where it was read. */
export interface TokenReading {
  mint: string;
  facts: MintFacts;
  metadata?: OnChainMetadata & { source: string };
  json?: MetadataJson & { source: string };
  /** Why a part could not be read (no metadata, a URI that timed out...): shown, never fatal. */
  notes: string[];
}

interface RawValue {
  owner: string;
  data: [string, string];
}

async function rawAccount(rpc: SolanaRpcClient, address: string): Promise<RawValue | null> {
  const answer = await rpc.request<{ value: RawValue | null }>('getAccountInfo', [
    address,
    { encoding: 'base64', commitment: 'confirmed' },
  ]);
  return answer.value;
}

/**
 * Reads the mint at its layout, then its metadata: Token-2022's extension in the mint itself, else
 * Metaplex's metadata account; then the JSON the URI names. Throws only when the mint cannot be read.
 */
export async function readToken(
  rpc: SolanaRpcClient,
  mint: string,
  options: { metadataTimeoutMs?: number } = {},
): Promise<TokenReading> {
  const account = await rawAccount(rpc, mint);
  if (!account) throw new Error(`${mint} does not exist on this chain`);
  const data = Buffer.from(account.data[0], 'base64');
  const facts = decodeMint(account.owner, data);
  const notes: string[] = [];
  let metadata: TokenReading['metadata'];
  const extension = facts.program === 'spl-token-2022' ? token2022Metadata(data) : undefined;
  if (extension) metadata = { ...extension, source: 'Token-2022 metadata extension of the mint' };
  else {
    const address = metadataAddress(mint);
    const found = await rawAccount(rpc, address);
    if (found && found.owner === METAPLEX_PROGRAM) {
      try {
        metadata = {
          ...decodeMetaplexMetadata(Buffer.from(found.data[0], 'base64'), mint),
          source: `Metaplex metadata account ${address}`,
        };
      } catch (error) {
        notes.push(`Metaplex metadata account ${address}: ${(error as Error).message}`);
      }
    } else notes.push('the mint has no metadata (no Token-2022 extension, no Metaplex account)');
  }
  let json: TokenReading['json'];
  if (metadata?.uri) {
    const fetched = await fetchMetadataJson(metadata.uri, { timeoutMs: options.metadataTimeoutMs });
    if ('json' in fetched)
      json = { ...fetched.json, source: `metadata JSON at ${new URL(metadata.uri).host}` };
    else notes.push(`metadata JSON not used: ${fetched.problem}`);
  }
  return withoutHiddenText({
    mint,
    facts,
    ...(metadata ? { metadata } : {}),
    ...(json ? { json } : {}),
    notes,
  });
}

/**
 * The reading with each name, symbol and image that holds a control or direction character dropped, and
 * a note saying so (infra/README.md, "npm run init"): the chain's text is anyone's, and such a character
 * would rewrite the operator's terminal or reorder the site's header. A name dropped is asked instead.
 */
function withoutHiddenText(reading: TokenReading): TokenReading {
  const notes = [...reading.notes];
  const clean = <T extends object>(part: T | undefined, source: string, fields: (keyof T & string)[]) => {
    if (!part) return part;
    const kept = { ...part };
    for (const field of fields) {
      const value = kept[field];
      if (typeof value === 'string' && hasHiddenCharacters(value, { singleLine: true })) {
        notes.push(
          `${source}: its ${field} holds control or direction characters, not used: ${printable(value)}`,
        );
        delete kept[field];
      }
    }
    return kept;
  };
  const metadata = clean(reading.metadata, reading.metadata?.source ?? '', ['name', 'symbol', 'uri']);
  const json = clean(reading.json, reading.json?.source ?? '', ['name', 'symbol', 'image', 'description']);
  return { ...reading, ...(metadata ? { metadata } : {}), ...(json ? { json } : {}), notes };
}
