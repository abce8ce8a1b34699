import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_THROUGH_CDN_MESSAGE } from '../platform/origin/origin-check.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { type FakeSecretsManager, startFakeSecretsManager } from './fake-secrets-manager.js';
import { clearCollections, storedDocs } from './firestore-admin.js';

// The origin secret read the deployed way (from Secrets Manager, a fake of its wire format), through a
// rotation: a new value stored, then the deploy that gives CloudFront its version (ADR 15).
const ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:origin-rotation-AbCdEf';
const OLD = { id: '11111111-1111-4111-8111-111111111111', value: 'old-origin-value-4Rt7Yb2Kx9Lm3Qp' };
const NEW = { id: '22222222-2222-4222-8222-222222222222', value: 'new-origin-value-8Hd2Wn6Jc1Vs5Tz' };
const refused = { success: false, message: NOT_THROUGH_CDN_MESSAGE };

let sm: FakeSecretsManager;
let admin: string;

/** A fresh instance of every function (a cold start), deployed with CloudFront given `deployed`. */
function deployedWith(deployed: { id: string }) {
  vi.resetModules();
  delete process.env.ORIGIN_SECRET;
  const call = apiClient({
    ...sm.environment,
    ADMIN_UID: 'rotation-admin',
    ORIGIN_SECRET_ARN: ARN,
    ORIGIN_SECRET_VERSION: deployed.id,
  });
  return (sent: string, method = 'GET', body?: unknown) =>
    call(method, '/api/canonical/faq', {
      headers: { 'x-origin-verify': sent },
      ...(body === undefined ? {} : { json: body, token: admin }),
    });
}

beforeAll(async () => {
  sm = await startFakeSecretsManager();
  admin = await emulatorIdToken('rotation-admin');
});
afterAll(() => sm.stop());
beforeEach(async () => {
  sm.reset();
  await clearCollections('faq');
});

describe('rotating the origin secret', () => {
  it('accepts only the deployed value before any rotation', async () => {
    sm.set(ARN, { current: OLD.value, ids: { current: OLD.id } });
    const send = deployedWith(OLD);
    expect((await send(OLD.value)).status).toBe(200);
    const other = await send(NEW.value);
    expect(other.status).toBe(403);
    expect(other.body).toEqual(refused);
  });

  it('accepts the new value and the deployed one while the new value waits for its deploy', async () => {
    sm.set(ARN, { current: NEW.value, previous: OLD.value, ids: { current: NEW.id, previous: OLD.id } });
    const send = deployedWith(OLD);
    expect((await send(OLD.value)).status).toBe(200);
    expect((await send(NEW.value)).status).toBe(200);
  });

  it('refuses the old value once the new one is deployed, though it is still the previous version, writing nothing', async () => {
    sm.set(ARN, { current: NEW.value, previous: OLD.value, ids: { current: NEW.id, previous: OLD.id } });
    const send = deployedWith(NEW);
    const leaked = await send(OLD.value);
    expect(leaked.status).toBe(403);
    expect(leaked.body).toEqual(refused);
    const write = await send(OLD.value, 'POST', {
      question: 'Through an old value?',
      answer: 'Never again.',
    });
    expect(write.status).toBe(403);
    expect(write.body).toEqual(refused);
    expect(await storedDocs('faq')).toEqual([]);
    expect((await send(NEW.value)).status).toBe(200);
  });
});
