import { describe, expect, it } from 'vitest';
import { CONFIG_MISSING_MESSAGE, readFirebaseConfig } from './admin-firebase';

const full = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_PROJECT_ID: 'demo-site',
  VITE_FIREBASE_ADMIN_UID: 'local-admin',
};

describe('readFirebaseConfig', () => {
  it('reads the config and derives the auth domain from the project id', () => {
    expect(readFirebaseConfig(full)).toEqual({
      apiKey: 'key',
      projectId: 'demo-site',
      authDomain: 'demo-site.firebaseapp.com',
      adminUid: 'local-admin',
      requireSecondFactor: true,
      idleMinutes: 30,
    });
  });

  it('reads the second-factor rule and the idle time, off by default only against the emulator', () => {
    const emulator = { ...full, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' };
    expect(readFirebaseConfig(emulator).requireSecondFactor).toBe(false);
    expect(
      readFirebaseConfig({ ...emulator, VITE_ADMIN_REQUIRE_SECOND_FACTOR: 'true' }).requireSecondFactor,
    ).toBe(true);
    expect(
      readFirebaseConfig({ ...full, VITE_ADMIN_REQUIRE_SECOND_FACTOR: 'false' }).requireSecondFactor,
    ).toBe(false);
    expect(readFirebaseConfig({ ...full, VITE_ADMIN_IDLE_MINUTES: '5' }).idleMinutes).toBe(5);
    expect(() => readFirebaseConfig({ ...full, VITE_ADMIN_IDLE_MINUTES: '0' })).toThrow(
      CONFIG_MISSING_MESSAGE,
    );
  });

  it('keeps the emulator origin when one is set', () => {
    const config = readFirebaseConfig({ ...full, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' });
    expect(config.emulatorUrl).toBe('http://127.0.0.1:9099');
  });

  it.each(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_ADMIN_UID'])(
    'throws behaviour §8 message when %s is missing or blank',
    (name) => {
      expect(() => readFirebaseConfig({ ...full, [name]: undefined })).toThrow(CONFIG_MISSING_MESSAGE);
      expect(() => readFirebaseConfig({ ...full, [name]: '  ' })).toThrow(CONFIG_MISSING_MESSAGE);
    },
  );

  it('defaults the administrator to the local one only against the Auth emulator', () => {
    const { VITE_FIREBASE_ADMIN_UID: _, ...noAdmin } = full;
    const local = readFirebaseConfig({
      ...noAdmin,
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    });
    expect(local.adminUid).toBe('local-admin');
    expect(() => readFirebaseConfig(noAdmin)).toThrow(CONFIG_MISSING_MESSAGE);
  });

  it('uses the exact text of behaviour §8', () => {
    expect(CONFIG_MISSING_MESSAGE).toBe('Firebase configuration is missing required fields');
  });
});
