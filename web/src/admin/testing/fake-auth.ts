import { vi } from 'vitest';
import type { AdminAuth, AuthUser } from '../lib/auth/admin-auth';

/** An account the fake identity service knows. */
export interface FakeAccount {
  uid: string;
  email: string;
  password: string;
}

export const ADMIN: FakeAccount = {
  uid: 'local-admin',
  email: 'admin@example.test',
  password: 'admin-password-123',
};
export const USER: FakeAccount = {
  uid: 'local-user',
  email: 'user@example.test',
  password: 'user-password-123',
};

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/** An in-memory identity service with Firebase's error codes; `signedIn` starts a session. */
export function createFakeAuth(options: { accounts?: FakeAccount[]; signedIn?: FakeAccount } = {}) {
  const accounts = options.accounts ?? [ADMIN, USER];
  const listeners = new Set<(user: AuthUser | null) => void>();
  let current: AuthUser | null = options.signedIn
    ? { uid: options.signedIn.uid, email: options.signedIn.email }
    : null;
  const emit = () => {
    for (const listener of listeners) listener(current);
  };
  const auth = {
    onChange: vi.fn((listener: (user: AuthUser | null) => void) => {
      listeners.add(listener);
      queueMicrotask(() => listener(current));
      return () => listeners.delete(listener);
    }),
    signIn: vi.fn(async (email: string, password: string) => {
      if (!email.includes('@')) throw authError('auth/invalid-email');
      const account = accounts.find((a) => a.email === email);
      if (!account) throw authError('auth/user-not-found');
      if (account.password !== password) throw authError('auth/wrong-password');
      const user = { uid: account.uid, email: account.email };
      current = user;
      emit();
      return user;
    }),
    signOut: vi.fn(async () => {
      current = null;
      emit();
    }),
    getIdToken: vi.fn(async (force: boolean) =>
      current ? `${current.uid}-token${force ? '-fresh' : ''}` : null,
    ),
  } satisfies AdminAuth;
  return auth;
}
