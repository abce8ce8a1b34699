import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * A stand-in for Google's securetoken key endpoint: a local RSA key published as a JWKS over
 * HTTP, and a signer for Firebase-shaped ID tokens, so every rejection path runs for real.
 */
export async function startKeyServer(projectId: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  // What the endpoint answers: the key set, or a failure of the key service itself.
  // `huge`: the true key set, padded past any size a key set has.
  let mode: 'keys' | 'error-status' | 'not-json' | 'huge' = 'keys';
  const server = createServer((_req, res) => {
    if (mode === 'error-status') {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<html>Service Unavailable</html>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    const padding = mode === 'huge' ? { padding: 'x'.repeat(1024 * 1024) } : {};
    res.end(mode === 'not-json' ? '{"keys": [' : JSON.stringify({ keys: [jwk], ...padding }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  /** A token as Firebase would issue it for `uid`, with any claim or header overridden. */
  async function sign(
    uid: string,
    overrides: { claims?: JWTPayload & Record<string, unknown>; kid?: string; otherKey?: boolean } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      sub: uid,
      iat: now - 10,
      exp: now + 3600,
      auth_time: now - 10,
      email: `${uid}@example.test`,
      ...overrides.claims,
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? 'test-key', typ: 'JWT' })
      .sign(overrides.otherKey ? other.privateKey : privateKey);
  }

  return {
    url: `http://127.0.0.1:${port}/jwks`,
    sign,
    /** Makes the endpoint fail (an error status, or a truncated body) or serve the keys again. */
    answer: (next: typeof mode) => {
      mode = next;
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
