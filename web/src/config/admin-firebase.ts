import { z } from 'zod';

// The admin sign-in's settings (the operator configuration's `firebase` section, as VITE_FIREBASE_*).
// Only the admin tree imports this module, so it ships in the admin chunk: visitors never download it.

/** behaviour §8: thrown at start when the web config lacks the API key or the project id. */
export const CONFIG_MISSING_MESSAGE = 'Firebase configuration is missing required fields';

/** The local stack's administrator (scripts/local/accounts.ts), used when only the emulator is configured. */
export const LOCAL_ADMIN_UID = 'local-admin';

/** Minutes without activity before the panel signs out, unless the operator configuration says otherwise. */
export const DEFAULT_IDLE_MINUTES = 30;

/** What the admin tree needs to reach Firebase Auth and to recognise the administrator. */
export interface FirebaseAdminConfig {
  apiKey: string;
  projectId: string;
  authDomain: string;
  /** The one administrator's uid: the client check is comfort only, the server decides. */
  adminUid: string;
  /** Set only on the local stack: the Auth emulator's origin. */
  emulatorUrl?: string;
  /** Whether the server refuses writes without a second factor (the panel then says so). */
  requireSecondFactor: boolean;
  /** Minutes without activity before the panel signs out. */
  idleMinutes: number;
}

// Vite leaves unset variables undefined but a blank line in .env gives "": both mean missing.
const present = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().optional(),
);

const env = z.object({
  VITE_FIREBASE_API_KEY: present,
  VITE_FIREBASE_PROJECT_ID: present,
  VITE_FIREBASE_AUTH_DOMAIN: present,
  VITE_FIREBASE_ADMIN_UID: present,
  VITE_FIREBASE_AUTH_EMULATOR_URL: present.pipe(z.url().optional()),
  VITE_ADMIN_REQUIRE_SECOND_FACTOR: present.pipe(z.enum(['true', 'false']).optional()),
  VITE_ADMIN_IDLE_MINUTES: present.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(1440))
      .optional(),
  ),
});

/** Reads the Firebase web config from Vite's env; throws behaviour §8's message when it is incomplete. */
export function readFirebaseConfig(source: Record<string, unknown> = import.meta.env): FirebaseAdminConfig {
  const parsed = env.safeParse(source);
  if (!parsed.success) throw new Error(CONFIG_MISSING_MESSAGE);
  const {
    VITE_FIREBASE_API_KEY: apiKey,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_AUTH_DOMAIN: authDomain,
    VITE_FIREBASE_AUTH_EMULATOR_URL: emulatorUrl,
  } = parsed.data;
  // Against the Auth emulator the administrator is the local one unless told otherwise; a real
  // project must name its administrator.
  const adminUid = parsed.data.VITE_FIREBASE_ADMIN_UID ?? (emulatorUrl ? LOCAL_ADMIN_UID : undefined);
  // Without an administrator uid nobody could ever be let in: as fatal as a missing key.
  if (!apiKey || !projectId || !adminUid) throw new Error(CONFIG_MISSING_MESSAGE);
  return {
    apiKey,
    projectId,
    authDomain: authDomain ?? `${projectId}.firebaseapp.com`,
    adminUid,
    ...(emulatorUrl ? { emulatorUrl } : {}),
    // As the server decides it: required unless configured off, never against the emulator by default.
    requireSecondFactor:
      (parsed.data.VITE_ADMIN_REQUIRE_SECOND_FACTOR ?? (emulatorUrl ? 'false' : 'true')) === 'true',
    idleMinutes: parsed.data.VITE_ADMIN_IDLE_MINUTES ?? DEFAULT_IDLE_MINUTES,
  };
}
