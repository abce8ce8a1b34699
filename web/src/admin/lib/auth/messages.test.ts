import { describe, expect, it } from 'vitest';
import { ADMIN_REQUIRED_MESSAGE, loginErrorMessage, UNAUTHORIZED_MESSAGE } from './messages';

const failure = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('loginErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'No user found with this email address.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/invalid-email', 'Invalid email address format.'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['auth/invalid-credential', 'Invalid email or password. Please check your credentials.'],
    ['auth/invalid-login-credentials', 'Invalid email or password. Please check your credentials.'],
    ['auth/network-request-failed', 'Login failed. Please try again.'],
    ['auth/internal-error', 'Login failed. Please try again.'],
  ])('maps %s to behaviour §8 text', (code, message) => {
    expect(loginErrorMessage(failure(code))).toBe(message);
  });

  it('falls back for errors without a code', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe('Login failed. Please try again.');
    expect(loginErrorMessage('boom')).toBe('Login failed. Please try again.');
    expect(loginErrorMessage(null)).toBe('Login failed. Please try again.');
  });

  it('keeps behaviour §6 rejection texts word for word', () => {
    expect(UNAUTHORIZED_MESSAGE).toBe(
      'Unauthorized access. Only authorized admin accounts can access this panel.',
    );
    expect(ADMIN_REQUIRED_MESSAGE).toBe('Unauthorized access - Admin account required');
  });
});
