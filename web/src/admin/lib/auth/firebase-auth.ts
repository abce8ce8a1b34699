import { getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  getMultiFactorResolver,
  indexedDBLocalPersistence,
  initializeAuth,
  type MultiFactorError,
  type MultiFactorResolver,
  multiFactor,
  onAuthStateChanged,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  type PhoneMultiFactorInfo,
  RecaptchaVerifier,
  signInWithEmailAndPassword,
  signOut,
  TotpMultiFactorGenerator,
  type User,
} from 'firebase/auth';
import type { FirebaseAdminConfig } from '../../../config/admin-firebase';
import {
  type AdminAccountAuth,
  type AdminAuth,
  type AuthUser,
  type SecondFactorChallenge,
  SecondFactorRequiredError,
} from './admin-auth';

let instance: (AdminAuth & AdminAccountAuth) | undefined;

const toUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email });

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A phone factor needs an (invisible) reCAPTCHA; against the Auth emulator the SDK mocks it. */
function phoneVerifier(auth: Auth): RecaptchaVerifier {
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  return new RecaptchaVerifier(auth, container, { size: 'invisible' });
}

/** Firebase's multi-factor resolver behind SecondFactorChallenge. */
function challengeOf(auth: Auth, resolver: MultiFactorResolver): SecondFactorChallenge {
  const verificationIds = new Map<string, string>();
  const hintOf = (uid: string) => {
    const hint = resolver.hints.find((h) => h.uid === uid);
    if (!hint)
      throw Object.assign(new Error('Unknown second factor'), { code: 'auth/multi-factor-info-not-found' });
    return hint;
  };
  return {
    hints: resolver.hints.map((hint) => ({
      uid: hint.uid,
      factorId: hint.factorId,
      displayName: hint.displayName ?? null,
      ...(hint.factorId === PhoneMultiFactorGenerator.FACTOR_ID
        ? { phoneNumber: (hint as PhoneMultiFactorInfo).phoneNumber }
        : {}),
    })),
    async sendCode(hintUid) {
      const hint = hintOf(hintUid);
      if (hint.factorId !== PhoneMultiFactorGenerator.FACTOR_ID) return;
      const verifier = phoneVerifier(auth);
      try {
        const id = await new PhoneAuthProvider(auth).verifyPhoneNumber(
          { multiFactorHint: hint, session: resolver.session },
          verifier,
        );
        verificationIds.set(hintUid, id);
      } finally {
        verifier.clear();
      }
    },
    async verify(hintUid, code) {
      const hint = hintOf(hintUid);
      const assertion =
        hint.factorId === PhoneMultiFactorGenerator.FACTOR_ID
          ? PhoneMultiFactorGenerator.assertion(
              PhoneAuthProvider.credential(verificationIds.get(hintUid) ?? '', code),
            )
          : TotpMultiFactorGenerator.assertionForSignIn(hintUid, code);
      return toUser((await resolver.resolveSignIn(assertion)).user);
    },
  };
}

/**
 * Firebase Auth behind the AdminAuth interface. One instance for the page's life: the admin tree
 * mounts and unmounts, but initializeAuth may run only once per app.
 */
export function getFirebaseAdminAuth(config: FirebaseAdminConfig): AdminAuth & AdminAccountAuth {
  if (instance) return instance;
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: config.apiKey, projectId: config.projectId, authDomain: config.authDomain });
  // initializeAuth (not getAuth) sets persistence at start (behaviour §4) and leaves the popup and
  // redirect code out of the bundle: only email and password, then a second factor, are used.
  const auth: Auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  instance = {
    onChange: (listener) => onAuthStateChanged(auth, (user) => listener(user ? toUser(user) : null)),
    async signIn(email, password) {
      try {
        return toUser((await signInWithEmailAndPassword(auth, email, password)).user);
      } catch (error) {
        if (codeOf(error) !== 'auth/multi-factor-auth-required') throw error;
        throw new SecondFactorRequiredError(
          challengeOf(auth, getMultiFactorResolver(auth, error as MultiFactorError)),
        );
      }
    },
    signOut: () => signOut(auth),
    getIdToken: async (forceRefresh) => (auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null),
    async startTotpEnrollment(issuer) {
      const user = auth.currentUser;
      if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/user-token-expired' });
      const secret = await TotpMultiFactorGenerator.generateSecret(await multiFactor(user).getSession());
      return {
        secretKey: secret.secretKey,
        uri: secret.generateQrCodeUrl(user.email ?? 'administrator', issuer),
        period: secret.codeIntervalSeconds,
        finish: async (code, displayName) => {
          await multiFactor(user).enroll(
            TotpMultiFactorGenerator.assertionForEnrollment(secret, code),
            displayName,
          );
        },
      };
    },
  };
  return instance;
}
