import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import type { ServiceAccount } from '../../secrets/service-account.js';

/** The audience of a token for Firestore: the service itself, not Google's OAuth endpoint. */
export const FIRESTORE_AUDIENCE = 'https://firestore.googleapis.com/';
/** Google accepts self-signed tokens valid for an hour at most. */
const LIFETIME_S = 3600;
/** A token is replaced this long before it expires, so a slow request never carries a stale one. */
const RENEW_BEFORE_S = 300;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Bearer tokens for Firestore's REST API, signed with the service-account key itself ("service
 * account authorization without OAuth", Google's AIP-4111, which Google's own client libraries use):
 * no round trip to an OAuth endpoint at cold start, and nothing but node:crypto to load.
 */
export function selfSignedTokens(account: ServiceAccount, now: () => number = Date.now): () => string {
  const key: KeyObject = createPrivateKey(account.privateKey);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: account.privateKeyId }));
  let current: { token: string; renewAt: number } | undefined;
  return () => {
    const seconds = Math.floor(now() / 1000);
    if (current && seconds < current.renewAt) return current.token;
    const claims = {
      iss: account.clientEmail,
      sub: account.clientEmail,
      aud: FIRESTORE_AUDIENCE,
      iat: seconds,
      exp: seconds + LIFETIME_S,
    };
    const unsigned = `${header}.${base64url(JSON.stringify(claims))}`;
    const signature = sign('sha256', Buffer.from(unsigned), key);
    current = {
      token: `${unsigned}.${base64url(signature)}`,
      renewAt: seconds + LIFETIME_S - RENEW_BEFORE_S,
    };
    return current.token;
  };
}
