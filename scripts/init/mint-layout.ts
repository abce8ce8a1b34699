import bs58 from 'bs58';
import { TOKEN_PROGRAMS, type TokenProgram } from '../../lambdas/contract/facts.js';

/** What a mint account holds (the SPL Token program's `Mint`, 82 bytes; Token-2022's begins the same). */
export interface MintFacts {
  program: TokenProgram;
  /** Raw units, as a decimal string. */
  supply: string;
  decimals: number;
  mintAuthority: string | null;
  freezeAuthority: string | null;
}

/** Name, symbol and the URI of the metadata JSON, as Metaplex or Token-2022 store them. */
export interface OnChainMetadata {
  name: string;
  symbol: string;
  uri: string;
}

const MINT_SIZE = 82;
/** Token-2022 pads a mint to an account's size before the account type and its extensions. */
const ACCOUNT_TYPE_OFFSET = 165;
const ACCOUNT_TYPE_MINT = 1;
/** Token-2022's ExtensionType::TokenMetadata (spl-token-2022 `extension/mod.rs`). */
const TOKEN_METADATA_EXTENSION = 19;

/** The bytes are not what they were read as: said plainly. */
export class LayoutError extends Error {}

const option = (data: Buffer, at: number): string | null =>
  data.readUInt32LE(at) === 1 ? bs58.encode(data.subarray(at + 4, at + 36)) : null;

/** Reads a mint account: `owner` must be one of the two token programs. */
export function decodeMint(owner: string, data: Buffer): MintFacts {
  const program = (Object.entries(TOKEN_PROGRAMS).find(([, id]) => id === owner)?.[0] ?? undefined) as
    | TokenProgram
    | undefined;
  if (!program) throw new LayoutError(`the account is owned by ${owner}, not a token program`);
  if (data.length < MINT_SIZE || data.readUInt8(45) !== 1)
    throw new LayoutError('the account is not an initialised mint');
  return {
    program,
    mintAuthority: option(data, 0),
    supply: data.readBigUInt64LE(36).toString(),
    decimals: data.readUInt8(44),
    freezeAuthority: option(data, 46),
  };
}

/** Reads a Borsh string (u32 length, UTF-8), dropping the NUL padding Metaplex keeps. */
export function borshString(data: Buffer, at: number): [string, number] {
  if (at + 4 > data.length) throw new LayoutError(`the account ends at byte ${data.length}`);
  const length = data.readUInt32LE(at);
  if (at + 4 + length > data.length) throw new LayoutError(`a string runs past the account's end`);
  return [data.toString('utf8', at + 4, at + 4 + length).replace(/\0+$/, ''), at + 4 + length];
}

/**
 * Token-2022's metadata extension in a mint's own account (TLV entries after the account type: u16 type,
 * u16 length, value; the value is spl-token-metadata's `TokenMetadata`: update authority, mint, then
 * name, symbol and uri as Borsh strings). Undefined when the mint carries none.
 */
export function token2022Metadata(data: Buffer): OnChainMetadata | undefined {
  if (data.length <= ACCOUNT_TYPE_OFFSET || data.readUInt8(ACCOUNT_TYPE_OFFSET) !== ACCOUNT_TYPE_MINT)
    return undefined;
  for (let at = ACCOUNT_TYPE_OFFSET + 1; at + 4 <= data.length; ) {
    const type = data.readUInt16LE(at);
    const length = data.readUInt16LE(at + 2);
    const value = data.subarray(at + 4, at + 4 + length);
    if (type === TOKEN_METADATA_EXTENSION) {
      const [name, afterName] = borshString(value, 64);
      const [symbol, afterSymbol] = borshString(value, afterName);
      const [uri] = borshString(value, afterSymbol);
      return { name, symbol, uri };
    }
    if (type === 0) break; // Uninitialized: the rest is padding.
    at += 4 + length;
  }
  return undefined;
}
