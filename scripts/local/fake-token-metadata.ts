import bs58 from 'bs58';

// Token metadata at its on-chain layouts, for the fake node (FakeSolanaRpc.setProgramAccount): a Metaplex
// `Metadata` account, and a Token-2022 mint carrying the TokenMetadata extension.

export interface FakeMetadata {
  name: string;
  symbol: string;
  uri: string;
  updateAuthority?: string;
}

const borshString = (value: string, padTo = 0) => {
  const bytes = Buffer.alloc(Math.max(Buffer.byteLength(value), padTo));
  bytes.write(value);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(bytes.length);
  return Buffer.concat([length, bytes]);
};
const key = (address: string | undefined) => (address ? Buffer.from(bs58.decode(address)) : Buffer.alloc(32));

/**
 * A Metaplex `Metadata` account (mpl-token-metadata `state/metadata.rs`): key 4 (MetadataV1), update
 * authority, mint, then `Data` (name, symbol, uri padded with NUL to 32, 10 and 200 bytes, seller fee,
 * no creators), primary sale, mutable, and the optional fields left as None.
 */
export function metaplexMetadataData(mint: string, metadata: FakeMetadata): Buffer {
  return Buffer.concat([
    Buffer.from([4]),
    key(metadata.updateAuthority),
    key(mint),
    borshString(metadata.name, 32),
    borshString(metadata.symbol, 10),
    borshString(metadata.uri, 200),
    Buffer.from([0, 0]), // seller_fee_basis_points
    Buffer.from([0]), // creators: None
    Buffer.from([0, 1]), // primary_sale_happened, is_mutable
    Buffer.from([0, 0, 0, 0, 0, 0]), // edition nonce, token standard, collection, uses, collection details, programmable config: None
  ]);
}

/**
 * A Token-2022 mint with the MetadataPointer (18) and TokenMetadata (19) extensions pointing at itself:
 * the 82-byte mint, padding to 165, account type 1 (Mint), then the TLV entries.
 */
export function token2022MintData(
  mint: {
    address: string;
    supply: bigint;
    decimals: number;
    mintAuthority: string | null;
    freezeAuthority: string | null;
  },
  metadata: FakeMetadata,
): Buffer {
  const base = Buffer.alloc(166);
  if (mint.mintAuthority) {
    base.writeUInt32LE(1, 0);
    key(mint.mintAuthority).copy(base, 4);
  }
  base.writeBigUInt64LE(mint.supply, 36);
  base.writeUInt8(mint.decimals, 44);
  base.writeUInt8(1, 45);
  if (mint.freezeAuthority) {
    base.writeUInt32LE(1, 46);
    key(mint.freezeAuthority).copy(base, 50);
  }
  base.writeUInt8(1, 165);
  const tlv = (type: number, value: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt16LE(type, 0);
    head.writeUInt16LE(value.length, 2);
    return Buffer.concat([head, value]);
  };
  const pointer = Buffer.concat([key(metadata.updateAuthority), key(mint.address)]);
  const tokenMetadata = Buffer.concat([
    key(metadata.updateAuthority),
    key(mint.address),
    borshString(metadata.name),
    borshString(metadata.symbol),
    borshString(metadata.uri),
    Buffer.alloc(4), // additional_metadata: none
  ]);
  return Buffer.concat([base, tlv(18, pointer), tlv(19, tokenMetadata)]);
}
