import { describe, expect, it } from 'vitest';
import { assertAdminEnv, missingAdminEnv } from './admin-env';
import { isDemoBuildHtml } from './demo-build';

describe('production build environment', () => {
  it('names every missing or blank Firebase variable', () => {
    expect(missingAdminEnv({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: '  ' })).toEqual([
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_ADMIN_UID',
    ]);
    expect(() => assertAdminEnv({})).toThrow(
      'The admin sign-in needs VITE_FIREBASE_API_KEY, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_ADMIN_UID',
    );
  });

  it('accepts a complete configuration', () => {
    expect(() =>
      assertAdminEnv({
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_PROJECT_ID: 'token-site-prod',
        VITE_FIREBASE_ADMIN_UID: 'abc123',
      }),
    ).not.toThrow();
  });
});

describe('demo build marker', () => {
  it('recognises the marker a demo build writes into index.html', () => {
    expect(isDemoBuildHtml('<head><meta name="site-build" content="demo"></head>')).toBe(true);
    expect(isDemoBuildHtml('<head><meta name="description" content="demo"></head>')).toBe(false);
  });
});
