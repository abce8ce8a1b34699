import bs58 from 'bs58';
import { findProgramAddress } from '../../lambdas/platform/solana/program-address.js';
import { borshString, LayoutError, type OnChainMetadata } from './mint-layout.js';

/** Metaplex's Token Metadata program, which holds the name, symbol and URI of most SPL tokens. */
export const METAPLEX_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';
/** `Key::MetadataV1`, the first byte of a metadata account. */
const METADATA_V1 = 4;

/** The metadata account of a mint: seeds ["metadata", program, mint] (mpl-token-metadata `pda.rs`). */
export function metadataAddress(mint: string): string {
  const seeds = [Buffer.from('metadata'), bs58.decode(METAPLEX_PROGRAM), bs58.decode(mint)];
  return findProgramAddress(seeds, METAPLEX_PROGRAM)[0];
}

/**
 * Reads a Metaplex `Metadata` account: key (u8), update authority and mint (32 bytes each), then `Data`'s
 * name, symbol and uri as Borsh strings padded with NUL bytes (32, 10 and 200 bytes at most).
 */
export function decodeMetaplexMetadata(data: Buffer, mint: string): OnChainMetadata {
  if (data.length < 65 || data.readUInt8(0) !== METADATA_V1)
    throw new LayoutError('not a Metaplex metadata account');
  if (bs58.encode(data.subarray(33, 65)) !== mint)
    throw new LayoutError('the metadata account names another mint');
  const [name, afterName] = borshString(data, 65);
  const [symbol, afterSymbol] = borshString(data, afterName);
  const [uri] = borshString(data, afterSymbol);
  return { name, symbol, uri };
}
