import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { FIRESTORE_AUDIENCE, selfSignedTokens } from './access-token.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const account = {
  projectId: 'demo-meme-token',
  clientEmail: 'reader@demo-meme-token.iam.gserviceaccount.com',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  privateKeyId: 'key-id-1',
};

describe('self-signed tokens for Firestore', () => {
  it("are signed by the service account's key, for Firestore, naming the key, valid an hour", async () => {
    const now = Date.UTC(2026, 10, 23, 10);
    const token = selfSignedTokens(account, () => now)();
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'key-id-1' });
    const { payload } = await jwtVerify(token, publicKey, {
      audience: FIRESTORE_AUDIENCE,
      issuer: account.clientEmail,
      currentDate: new Date(now),
    });
    expect(payload).toEqual({
      iss: account.clientEmail,
      sub: account.clientEmail,
      aud: 'https://firestore.googleapis.com/',
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
  });

  it('are reused until five minutes before they expire, then replaced', () => {
    let now = Date.UTC(2026, 10, 23, 10);
    const tokens = selfSignedTokens(account, () => now);
    const first = tokens();
    now += 54 * 60_000;
    expect(tokens()).toBe(first);
    now += 60_000;
    const second = tokens();
    expect(second).not.toBe(first);
    expect(tokens()).toBe(second);
  });

  it('refuses a key that is not a private key when created, not at the first request', () => {
    expect(() => selfSignedTokens({ ...account, privateKey: 'not a key' })).toThrow();
  });
});
