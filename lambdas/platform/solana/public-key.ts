import bs58 from 'bs58';

/** True when `value` is a base58 public key (32 bytes). */
export function isPublicKey(value: string): boolean {
  try {
    return bs58.decode(value).length === 32;
  } catch {
    return false;
  }
}
