import { getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import type { FirebaseAdminConfig } from '../config/firebase-config';
import type { AdminAuth, AuthUser } from './admin-auth';

let instance: AdminAuth | undefined;

const toUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email });

/**
 * Firebase Auth behind the AdminAuth interface. One instance for the page's life: the admin tree
 * mounts and unmounts, but initializeAuth may run only once per app.
 */
export function getFirebaseAdminAuth(config: FirebaseAdminConfig): AdminAuth {
  if (instance) return instance;
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: config.apiKey, projectId: config.projectId, authDomain: config.authDomain });
  // initializeAuth (not getAuth) sets persistence at start (SPEC §4) and leaves the popup and
  // redirect code out of the bundle: only email and password are used.
  const auth: Auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  instance = {
    onChange: (listener) => onAuthStateChanged(auth, (user) => listener(user ? toUser(user) : null)),
    signIn: async (email, password) => toUser((await signInWithEmailAndPassword(auth, email, password)).user),
    signOut: () => signOut(auth),
    getIdToken: async (forceRefresh) => (auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null),
  };
  return instance;
}
