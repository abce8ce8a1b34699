import { createHash, generateKeyPairSync } from 'node:crypto';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { createProgramAddress, findProgramAddress, isOnCurve } from './program-address.js';

const SQUADS = 'SQDS4ep65T869zMMBKyuUq6aD6EgTu8psMjkvj52pCf';

/** The raw 32 bytes of a fresh ed25519 public key, as node's own implementation makes it. */
function realPublicKey(): Uint8Array {
  const { publicKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  return Buffer.from(jwk.x as string, 'base64url');
}

describe('isOnCurve', () => {
  it('says every real ed25519 public key is on the curve', () => {
    for (let i = 0; i < 40; i++) expect(isOnCurve(realPublicKey())).toBe(true);
  });

  it('says the all-zero key (the System Program id) is on the curve, as the runtime does', () => {
    expect(isOnCurve(new Uint8Array(32))).toBe(true);
  });

  it('finds about half of arbitrary 32-byte strings off the curve', () => {
    let on = 0;
    for (let i = 0; i < 200; i++) if (isOnCurve(createHash('sha256').update(`x${i}`).digest())) on += 1;
    expect(on).toBeGreaterThan(60);
    expect(on).toBeLessThan(140);
  });

  it('takes nothing but 32 bytes', () => {
    expect(isOnCurve(new Uint8Array(31))).toBe(false);
  });
});

describe('createProgramAddress', () => {
  // The runtime's own test vectors (Solana's Pubkey::create_program_address tests), which every SDK repeats.
  const LOADER = 'BPFLoader1111111111111111111111111111111111';
  it.each([
    [
      [bs58.decode('SeedPubey1111111111111111111111111111111111')],
      'GUs5qLUfsEHkcMB9T38vjr18ypEhRuNWiePW2LoK4E3K',
    ],
    [[Buffer.from(''), Uint8Array.of(1)], '3gF2KMe9KiC6FNVBmfg9i267aMPvK37FewCip4eGBFcT'],
    [[Buffer.from('☉')], '7ytmC1nT1xY4RfxCV2ZgyA7UakC93do5ZdyhdF3EtPj7'],
    [[Buffer.from('Talking'), Buffer.from('Squirrels')], 'HwRVBufQ4haG5XSgpspwKtNd3PC9GM9m1196uJW36vds'],
  ])("gives the runtime's address for its vector %#", (seeds, expected) => {
    const address = createProgramAddress(seeds, LOADER);
    expect(address && bs58.encode(address)).toBe(expected);
  });
});

describe('findProgramAddress', () => {
  const seeds = [
    Buffer.from('multisig'),
    bs58.decode('11111111111111111111111111111112'),
    Buffer.from('vault'),
  ];

  it('gives the highest bump whose hash is off the curve', () => {
    const [address, bump] = findProgramAddress(seeds, SQUADS);
    expect(isOnCurve(bs58.decode(address))).toBe(false);
    const expected = createHash('sha256')
      .update(Buffer.concat([...seeds, Uint8Array.of(bump)]))
      .update(bs58.decode(SQUADS))
      .update('ProgramDerivedAddress')
      .digest();
    expect(address).toBe(bs58.encode(expected));
    for (let higher = bump + 1; higher <= 255; higher++) {
      expect(createProgramAddress([...seeds, Uint8Array.of(higher)], SQUADS)).toBeNull();
    }
  });

  it('depends on every seed and on the program', () => {
    const [a] = findProgramAddress(seeds, SQUADS);
    expect(findProgramAddress([...seeds, Uint8Array.of(1)], SQUADS)[0]).not.toBe(a);
    expect(findProgramAddress(seeds, '11111111111111111111111111111111')[0]).not.toBe(a);
  });

  it('refuses a seed longer than 32 bytes', () => {
    expect(() => findProgramAddress([new Uint8Array(33)], SQUADS)).toThrow(/at most 32 bytes/);
  });
});
