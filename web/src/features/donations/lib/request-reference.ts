import bs58 from 'bs58';

/**
 * A reference of the visitor's own request (ADR 40): 32 random bytes in base58, made in the browser and
 * never stored with anything about the visitor. A Solana Pay reference need not be a point on the curve,
 * so any 32 bytes do; the transfer then lists it, and the page asks whether such a transfer arrived.
 */
export function newRequestReference(): string {
  return bs58.encode(crypto.getRandomValues(new Uint8Array(32)));
}
