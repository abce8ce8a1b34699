/** A sign-in of the local stack. */
export interface LocalAccount {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
}

/** The local administrator and one ordinary user; LOCAL_ADMIN_* / LOCAL_USER_* override the defaults. */
export function localAccounts(env: NodeJS.ProcessEnv = process.env): {
  admin: LocalAccount;
  user: LocalAccount;
} {
  return {
    admin: {
      uid: 'local-admin',
      email: env.LOCAL_ADMIN_EMAIL || 'admin@example.test',
      password: env.LOCAL_ADMIN_PASSWORD || 'admin-password-123',
    },
    user: {
      uid: 'local-user',
      email: env.LOCAL_USER_EMAIL || 'user@example.test',
      password: env.LOCAL_USER_PASSWORD || 'user-password-123',
    },
  };
}
