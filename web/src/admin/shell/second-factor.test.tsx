import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SecondFactorChallenge, SecondFactorRequiredError } from '../lib/auth/admin-auth';
import { ADMIN, createFakeAuth } from '../testing/fake-auth';
import { AdminApp } from './admin-app';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const server = vi.fn(async () => json(200, { success: true, data: [] }));
const authError = (code: string) => Object.assign(new Error(code), { code });
let sessionStarts: (() => Promise<unknown> | undefined) | undefined;

/** The fake identity service, whose password step asks for an authenticator app's code. */
function setup(verify: SecondFactorChallenge['verify'], options: { idleMinutes?: number } = {}) {
  const auth = createFakeAuth();
  const passwordStep = auth.signIn.getMockImplementation();
  const challenge: SecondFactorChallenge = {
    hints: [{ uid: 'totp-1', factorId: 'totp', displayName: 'Phone app' }],
    sendCode: vi.fn(async () => {}),
    verify: vi.fn(verify),
  };
  sessionStarts = () => passwordStep?.(ADMIN.email, ADMIN.password);
  auth.signIn.mockImplementation(async (email: string, password: string) => {
    await passwordStep?.(email, password);
    // The password was right; Firebase holds the session back until the second factor.
    await auth.signOut();
    throw new SecondFactorRequiredError(challenge);
  });
  render(
    <AdminApp
      auth={auth}
      adminUid={ADMIN.uid}
      initialView="login"
      onClose={vi.fn()}
      fetch={server as typeof fetch}
      {...(options.idleMinutes ? { idleMinutes: options.idleMinutes } : {})}
    />,
  );
  return { auth, challenge };
}

async function passwordStep() {
  const dialog = await screen.findByRole('dialog', { name: 'Admin Access' });
  fireEvent.change(within(dialog).getByLabelText('Email Address'), { target: { value: ADMIN.email } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: ADMIN.password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  return screen.findByRole('dialog', { name: 'Two-step verification' });
}

function enterCode(prompt: HTMLElement, code: string) {
  fireEvent.change(within(prompt).getByLabelText('Verification code'), { target: { value: code } });
  fireEvent.click(within(prompt).getByRole('button', { name: 'Verify' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the second step of the sign-in', () => {
  it('asks for the authenticator code after a right password, then opens the panel', async () => {
    const { challenge } = setup(async () => {
      // The code was right: the identity service starts the session.
      await sessionStarts?.();
      return { uid: ADMIN.uid, email: ADMIN.email };
    });
    const prompt = await passwordStep();
    expect(within(prompt).getByText('Authenticator app (Phone app)')).toBeTruthy();
    expect(within(prompt).getByLabelText('Verification code').getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    // An authenticator app needs no code sent.
    expect(challenge.sendCode).not.toHaveBeenCalled();
    enterCode(prompt, '123 456');
    expect(await screen.findByRole('dialog', { name: 'Admin Panel' })).toBeTruthy();
    expect(challenge.verify).toHaveBeenCalledWith('totp-1', '123456');
  });

  it('refuses a code that is not 6 digits without asking the identity service', async () => {
    const { challenge } = setup(async () => ({ uid: ADMIN.uid, email: ADMIN.email }));
    const prompt = await passwordStep();
    enterCode(prompt, '12ab');
    expect((await within(prompt).findByRole('alert')).textContent).toBe('Enter the 6-digit code.');
    expect(challenge.verify).not.toHaveBeenCalled();
  });

  it('says so for a wrong code and lets the administrator try again', async () => {
    const { challenge } = setup(async () => {
      throw authError('auth/invalid-verification-code');
    });
    const prompt = await passwordStep();
    enterCode(prompt, '000000');
    expect((await within(prompt).findByRole('alert')).textContent).toBe(
      'Wrong code. Check the code in your app and try again.',
    );
    expect((within(prompt).getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
    expect(challenge.verify).toHaveBeenCalledTimes(1);
  });

  it('returns to the login with a clear message when the pending sign-in expired', async () => {
    setup(async () => {
      throw authError('auth/totp-challenge-timeout');
    });
    const prompt = await passwordStep();
    enterCode(prompt, '123456');
    const login = await screen.findByRole('dialog', { name: 'Admin Access' });
    expect(within(login).getByRole('alert').textContent).toBe(
      'This sign-in took too long. Please sign in again.',
    );
  });

  it('shows behaviour §8 "too many attempts" when the identity service throttles codes', async () => {
    setup(async () => {
      throw authError('auth/too-many-requests');
    });
    const prompt = await passwordStep();
    enterCode(prompt, '123456');
    expect((await within(prompt).findByRole('alert')).textContent).toBe(
      'Too many failed attempts. Please try again later.',
    );
  });

  it('goes back to the login on cancel', async () => {
    setup(async () => ({ uid: ADMIN.uid, email: ADMIN.email }));
    const prompt = await passwordStep();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Cancel sign-in' }));
    expect(await screen.findByRole('dialog', { name: 'Admin Access' })).toBeTruthy();
  });
});

describe('the idle session', () => {
  it('ends after the configured minutes without activity, and says why at the login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const auth = createFakeAuth({ signedIn: ADMIN });
    render(
      <AdminApp
        auth={auth}
        adminUid={ADMIN.uid}
        initialView="panel"
        onClose={vi.fn()}
        fetch={server as typeof fetch}
        idleMinutes={2}
      />,
    );
    await screen.findByRole('dialog', { name: 'Admin Panel' });
    // Activity at 1.5 minutes moves the deadline: still signed in at 2.5.
    await act(async () => vi.advanceTimersByTime(90_000));
    fireEvent.keyDown(window, { key: 'Tab' });
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog', { name: 'Admin Panel' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(61_000));
    const login = await screen.findByRole('dialog', { name: 'Admin Access' });
    expect(within(login).getByRole('alert').textContent).toBe(
      'You were signed out after 2 minutes without activity.',
    );
    expect(auth.signOut).toHaveBeenCalled();
  });
});
