import { createHash } from 'node:crypto';
import bs58 from 'bs58';

/** The field prime of curve25519: 2^255 - 19. */
const P = 2n ** 255n - 19n;
/** The twisted Edwards curve's d: -121665 / 121666 mod p. */
const D = (-121665n * modPow(121666n, P - 2n)) % P;

function mod(value: bigint): bigint {
  const rest = value % P;
  return rest < 0n ? rest + P : rest;
}

function modPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = ((base % P) + P) % P;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

/**
 * True when 32 bytes are a point of ed25519 (a key someone may hold the private half of), as the
 * Solana runtime decides it: y is the bytes read little-endian without the top bit, and the point
 * exists when (y² - 1) / (d·y² + 1) is a square mod p.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false;
  let y = 0n;
  for (let i = 31; i >= 0; i--)
    y = (y << 8n) | BigInt(i === 31 ? (bytes[i] as number) & 0x7f : (bytes[i] as number));
  y = mod(y);
  const y2 = mod(y * y);
  const u = mod(y2 - 1n);
  const v = mod(D * y2 + 1n);
  const ratio = mod(u * modPow(v, P - 2n));
  // Euler's criterion: a non-zero ratio is a square when ratio^((p-1)/2) is 1.
  return ratio === 0n || modPow(ratio, (P - 1n) / 2n) === 1n;
}

const PDA_MARKER = Buffer.from('ProgramDerivedAddress');

/** A program derived address for `seeds` and a bump, or null when that hash is on the curve. */
export function createProgramAddress(seeds: readonly Uint8Array[], programId: string): Uint8Array | null {
  const hash = createHash('sha256');
  for (const seed of seeds) {
    if (seed.length > 32) throw new Error('A program address seed is at most 32 bytes');
    hash.update(seed);
  }
  hash.update(bs58.decode(programId)).update(PDA_MARKER);
  const address = hash.digest();
  return isOnCurve(address) ? null : address;
}

/**
 * The address a program derives from `seeds` (Solana's find_program_address): the first bump from 255
 * down whose hash is off the curve, so that no private key can ever sign for it. Base58.
 */
export function findProgramAddress(seeds: readonly Uint8Array[], programId: string): [string, number] {
  for (let bump = 255; bump >= 0; bump--) {
    const address = createProgramAddress([...seeds, Uint8Array.of(bump)], programId);
    if (address) return [bs58.encode(address), bump];
  }
  throw new Error('No program address found for these seeds');
}
