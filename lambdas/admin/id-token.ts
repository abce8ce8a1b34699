import {
  createRemoteJWKSet,
  customFetch,
  errors,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  UnsecuredJWT,
} from 'jose';
import { config } from '../platform/config/config.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { boundedKeyFetch } from './bounded-key-fetch.js';

/** Thrown for any token that must not be trusted; the message says why, for the logs only. */
export class InvalidTokenError extends Error {}

/** Thrown when Google's keys cannot be fetched: the token may be fine, the check cannot run. */
export class KeysUnavailableError extends Error {}

const issuer = `https://securetoken.google.com/${config.FIREBASE_PROJECT_ID}`;
const audience = config.FIREBASE_PROJECT_ID;
// jose caches the key set and refetches on an unknown `kid`, with a cooldown against floods; the
// answer is read within a size limit (bounded-key-fetch.ts).
const remoteKeys = createRemoteJWKSet(new URL(config.AUTH_JWKS_URL), {
  timeoutDuration: 3000,
  [customFetch]: boundedKeyFetch(3000),
});

/**
 * The key for a token's `kid`. Only "no such key" says something about the token; any other
 * failure here (an error status, a timeout, an unreadable key set) is the key service's.
 */
const keys: JWTVerifyGetKey = async (protectedHeader, token) => {
  try {
    return await remoteKeys(protectedHeader, token);
  } catch (error) {
    if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
      throw error;
    throw new KeysUnavailableError(error instanceof errors.JOSEError ? error.message : String(error));
  }
};
const CLOCK_TOLERANCE_S = 5;

function checkClaims(payload: JWTPayload): VerifiedUser {
  const now = Math.floor(Date.now() / 1000) + CLOCK_TOLERANCE_S;
  const authTime = (payload as { auth_time?: unknown }).auth_time;
  if (typeof payload.iat !== 'number' || payload.iat > now) throw new InvalidTokenError('bad iat');
  if (typeof authTime !== 'number' || authTime > now) throw new InvalidTokenError('bad auth_time');
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 128) {
    throw new InvalidTokenError('bad sub');
  }
  const email = (payload as { email?: unknown }).email;
  const firebase = (payload as { firebase?: { sign_in_second_factor?: unknown } }).firebase;
  const secondFactor = firebase?.sign_in_second_factor;
  return {
    uid: payload.sub,
    authTime,
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof secondFactor === 'string' && secondFactor ? { secondFactor } : {}),
  };
}

/**
 * Verifies a Firebase ID token as Firebase documents it: RS256 signature by one of Google's
 * securetoken keys, audience = project id, issuer = securetoken URL, exp/iat/auth_time, non-empty
 * sub. Only inside the local stack, where the Auth emulator issues unsigned tokens, is `alg: none`
 * accepted (config refuses the emulator variable anywhere else).
 */
export async function verifyIdToken(token: string): Promise<VerifiedUser> {
  try {
    if (config.FIREBASE_AUTH_EMULATOR_HOST) {
      const { payload } = UnsecuredJWT.decode(token, { issuer, audience, requiredClaims: ['exp'] });
      return checkClaims(payload);
    }
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer,
      audience,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    return checkClaims(payload);
  } catch (error) {
    if (error instanceof InvalidTokenError || error instanceof KeysUnavailableError) throw error;
    if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
    throw new InvalidTokenError(error instanceof Error ? error.message : 'unreadable token');
  }
}
