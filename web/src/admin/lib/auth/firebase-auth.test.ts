import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Firebase SDK faked at its boundary: what our adapter asks of it for TOTP, which the Auth
// emulator cannot do (it supports phone factors only).
const sdk = vi.hoisted(() => ({
  signInWithEmailAndPassword: vi.fn(),
  getMultiFactorResolver: vi.fn(),
  resolveSignIn: vi.fn(),
  assertionForSignIn: vi.fn((uid: string, code: string) => ({ kind: 'totp-sign-in', uid, code })),
  generateSecret: vi.fn(),
  assertionForEnrollment: vi.fn((secret: unknown, code: string) => ({ kind: 'totp-enroll', secret, code })),
  enroll: vi.fn(),
  getSession: vi.fn(async () => ({ kind: 'session' })),
  currentUser: null as null | { uid: string; email: string },
}));

vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }));
vi.mock('firebase/auth', () => ({
  browserLocalPersistence: {},
  indexedDBLocalPersistence: {},
  connectAuthEmulator: vi.fn(),
  initializeAuth: () => ({
    get currentUser() {
      return sdk.currentUser;
    },
  }),
  onAuthStateChanged: vi.fn(() => () => {}),
  signOut: vi.fn(),
  signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
  getMultiFactorResolver: sdk.getMultiFactorResolver,
  multiFactor: () => ({ getSession: sdk.getSession, enroll: sdk.enroll }),
  TotpMultiFactorGenerator: {
    FACTOR_ID: 'totp',
    assertionForSignIn: sdk.assertionForSignIn,
    generateSecret: sdk.generateSecret,
    assertionForEnrollment: sdk.assertionForEnrollment,
  },
  PhoneMultiFactorGenerator: { FACTOR_ID: 'phone', assertion: vi.fn() },
  PhoneAuthProvider: vi.fn(),
  RecaptchaVerifier: vi.fn(),
}));

const { getFirebaseAdminAuth } = await import('./firebase-auth');
const { SecondFactorRequiredError } = await import('./admin-auth');

const auth = getFirebaseAdminAuth({
  apiKey: 'key',
  projectId: 'demo-site',
  authDomain: 'demo-site.firebaseapp.com',
  adminUid: 'admin',
  requireSecondFactor: true,
  idleMinutes: 30,
});

beforeEach(() => {
  vi.clearAllMocks();
  sdk.currentUser = null;
});

describe('Firebase Auth behind AdminAuth, with an authenticator app', () => {
  it('turns "multi-factor required" into a challenge whose code resolves the sign-in', async () => {
    const required = Object.assign(new Error('mfa'), { code: 'auth/multi-factor-auth-required' });
    sdk.signInWithEmailAndPassword.mockRejectedValueOnce(required);
    sdk.getMultiFactorResolver.mockReturnValueOnce({
      hints: [{ uid: 'factor-1', factorId: 'totp', displayName: 'Work phone' }],
      session: {},
      resolveSignIn: sdk.resolveSignIn,
    });
    sdk.resolveSignIn.mockResolvedValueOnce({ user: { uid: 'admin', email: 'admin@example.test' } });

    const failure = await auth.signIn('admin@example.test', 'pw').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SecondFactorRequiredError);
    const { challenge } = failure as InstanceType<typeof SecondFactorRequiredError>;
    expect(sdk.getMultiFactorResolver).toHaveBeenCalledWith(expect.anything(), required);
    expect(challenge.hints).toEqual([{ uid: 'factor-1', factorId: 'totp', displayName: 'Work phone' }]);

    await challenge.sendCode('factor-1');
    expect(await challenge.verify('factor-1', '123456')).toEqual({
      uid: 'admin',
      email: 'admin@example.test',
    });
    expect(sdk.assertionForSignIn).toHaveBeenCalledWith('factor-1', '123456');
    expect(sdk.resolveSignIn).toHaveBeenCalledWith({ kind: 'totp-sign-in', uid: 'factor-1', code: '123456' });
  });

  it('passes other sign-in failures through with their code', async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/too-many-requests' }),
    );
    await expect(auth.signIn('a@example.test', 'pw')).rejects.toMatchObject({
      code: 'auth/too-many-requests',
    });
  });

  it('enrolls a TOTP secret: QR URI with the account and issuer, then the first code', async () => {
    sdk.currentUser = { uid: 'admin', email: 'admin@example.test' };
    const secret = {
      secretKey: 'JBSWY3DPEHPK3PXP',
      codeIntervalSeconds: 30,
      generateQrCodeUrl: vi.fn((account: string, issuer: string) => `otpauth://totp/${issuer}:${account}`),
    };
    sdk.generateSecret.mockResolvedValueOnce(secret);
    const enrollment = await auth.startTotpEnrollment('site.example');
    expect(sdk.generateSecret).toHaveBeenCalledWith({ kind: 'session' });
    expect(enrollment).toMatchObject({
      secretKey: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/site.example:admin@example.test',
      period: 30,
    });
    await enrollment.finish('654321', 'Work phone');
    expect(sdk.assertionForEnrollment).toHaveBeenCalledWith(secret, '654321');
    expect(sdk.enroll).toHaveBeenCalledWith({ kind: 'totp-enroll', secret, code: '654321' }, 'Work phone');
  });

  it('refuses to enroll without a signed-in user', async () => {
    await expect(auth.startTotpEnrollment('site.example')).rejects.toMatchObject({
      code: 'auth/user-token-expired',
    });
  });
});
