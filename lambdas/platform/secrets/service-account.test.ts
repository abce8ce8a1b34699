import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkServiceAccount, parseServiceAccount, ServiceAccountError } from './service-account.js';

const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const keyFile = {
  type: 'service_account',
  project_id: 'demo-meme-token',
  private_key_id: 'abc123',
  private_key: privateKey,
  client_email: 'firebase-adminsdk-x1@demo-meme-token.iam.gserviceaccount.com',
  client_id: '1234567890',
  token_uri: 'https://oauth2.googleapis.com/token',
};
/** A stretch of the key's base64 body: it must never appear in an error. */
const keyMaterial = privateKey.split('\n')[5] as string;

function failure(run: () => unknown): ServiceAccountError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceAccountError);
    const message = (error as Error).message;
    expect(message).not.toContain(keyMaterial);
    expect(message).not.toContain('BEGIN PRIVATE KEY');
    expect(message).not.toContain(keyFile.client_email);
    return error as ServiceAccountError;
  }
  throw new Error('expected a ServiceAccountError');
}

describe('parseServiceAccount', () => {
  it('reads a key file of the expected project', () => {
    expect(parseServiceAccount(JSON.stringify(keyFile), 'demo-meme-token')).toEqual({
      projectId: 'demo-meme-token',
      clientEmail: keyFile.client_email,
      privateKey,
      privateKeyId: 'abc123',
    });
  });

  it.each([
    [
      'empty',
      '',
      'The service-account key is empty: expected the JSON key downloaded from the Firebase console.',
    ],
    [
      'blank',
      '  \n',
      'The service-account key is empty: expected the JSON key downloaded from the Firebase console.',
    ],
    // A truncated paste: JSON.parse's own message would quote the key around the error.
    [
      'not JSON',
      JSON.stringify(keyFile).slice(0, 400),
      'The service-account key is not JSON: expected the JSON key downloaded from the Firebase console.',
    ],
    [
      'a JSON array',
      '[]',
      'The service-account key is not a service-account key (its "type" is not "service_account"): generate one in the Firebase console, Project settings → Service accounts → Generate new private key.',
    ],
  ])('names a secret that is %s', (_case, text, message) => {
    expect(failure(() => parseServiceAccount(text, 'demo-meme-token')).message).toBe(message);
  });
});

describe('checkServiceAccount', () => {
  it.each([
    [
      'another kind of credential',
      { ...keyFile, type: 'authorized_user' },
      'The service-account key is not a service-account key (its "type" is not "service_account"): generate one in the Firebase console, Project settings → Service accounts → Generate new private key.',
    ],
    [
      'a key without its private key',
      { ...keyFile, private_key: undefined },
      'The service-account key has no "private_key": expected the JSON key downloaded from the Firebase console.',
    ],
    [
      'a key without its key id (self-signed tokens name the key by it)',
      { ...keyFile, private_key_id: undefined },
      'The service-account key has no "private_key_id": expected the JSON key downloaded from the Firebase console.',
    ],
    [
      'a key without project and email',
      { ...keyFile, project_id: '', client_email: 7 },
      'The service-account key has no "project_id" or "client_email": expected the JSON key downloaded from the Firebase console.',
    ],
    [
      "another project's key",
      { ...keyFile, project_id: 'someone-elses-project' },
      'The service-account key belongs to project "someone-elses-project", but the configuration\'s firebase.projectId is "demo-meme-token".',
    ],
    [
      'a key with a mangled private key',
      { ...keyFile, private_key: privateKey.replace(/\n/g, '\\n') },
      'The service-account key\'s "private_key" is not a readable PEM private key.',
    ],
    [
      'an email that is not a service account',
      { ...keyFile, client_email: 'someone@example.com' },
      'The service-account key\'s "client_email" is not a service account (…@….iam.gserviceaccount.com).',
    ],
  ])('refuses %s, naming the problem without quoting the key', (_case, value, message) => {
    expect(failure(() => checkServiceAccount(value, 'demo-meme-token')).message).toBe(message);
  });
});
