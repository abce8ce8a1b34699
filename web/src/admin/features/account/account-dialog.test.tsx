import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import type { AdminAccountAuth, TotpEnrollment } from '../../lib/auth/admin-auth';
import { createFakeApi } from '../../testing/fake-api';
import { AccountDialog } from './account-dialog';

const authError = (code: string) => Object.assign(new Error(code), { code });

/** The identity service's TOTP steps, faked at the AdminAccountAuth boundary. */
function fakeAccountAuth(finish: TotpEnrollment['finish'] = async () => {}) {
  const enrollment: TotpEnrollment = {
    secretKey: 'JBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/example.test:admin%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=example.test',
    period: 30,
    finish: vi.fn(finish),
  };
  const auth: AdminAccountAuth = { startTotpEnrollment: vi.fn(async () => enrollment) };
  return { auth, enrollment };
}

function setup(options: { auth?: AdminAccountAuth; requireSecondFactor?: boolean } = {}) {
  const { api } = createFakeApi();
  const props = {
    auth: options.auth ?? fakeAccountAuth().auth,
    requireSecondFactor: options.requireSecondFactor ?? true,
    onClose: vi.fn(),
    onSignedOutEverywhere: vi.fn(),
    onSignInAgain: vi.fn(),
  };
  render(
    <ApiProvider client={api}>
      <AccountDialog {...props} />
    </ApiProvider>,
  );
  return { api, props, dialog: screen.getByRole('dialog', { name: 'Account' }) };
}

describe('AccountDialog', () => {
  it('lists the recent sign-ins with their browser and factor, and says a second factor is required', async () => {
    const { dialog, api } = setup();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(/^This sign-in \(.+\): Chrome on Linux, password only$/);
    expect(items[1]?.textContent).toMatch(/: Safari on iOS, with authenticator app$/);
    expect(within(dialog).getByText(/^No second factor yet: this site accepts changes only/)).toBeTruthy();
    expect(api.signIns).toHaveBeenCalledTimes(1);
  });

  it('warns of a sign-in the identity service saw that did not come through the panel', async () => {
    const { api } = createFakeApi();
    api.signIns.mockResolvedValueOnce({
      signIns: [{ at: '2026-11-23T09:30:00.000Z', browser: 'Chrome on Linux' }],
      lastSignInAt: '2026-11-23T11:00:00.000Z',
      secondFactors: [],
    });
    render(
      <ApiProvider client={api}>
        <AccountDialog
          auth={fakeAccountAuth().auth}
          requireSecondFactor={false}
          onClose={vi.fn()}
          onSignedOutEverywhere={vi.fn()}
          onSignInAgain={vi.fn()}
        />
      </ApiProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Someone signed in to this account at .+ without opening this panel\./,
    );
  });

  it('adds an authenticator app: QR code and key, a wrong code refused, then "sign in again"', async () => {
    const finish = vi
      .fn<TotpEnrollment['finish']>()
      .mockRejectedValueOnce(authError('auth/invalid-verification-code'))
      .mockResolvedValueOnce(undefined);
    const { auth, enrollment } = fakeAccountAuth(finish);
    const { dialog, props } = setup({ auth });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add authenticator app' }));
    const qr = await within(dialog).findByRole('img', { name: /^QR code of the key for / });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const code = within(dialog).getByLabelText('Code from the app');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add authenticator app' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Enter the 6-digit code your app shows.',
    );
    expect(enrollment.finish).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add authenticator app' }));
    await within(dialog).findByText('Wrong code. Check the code in your app and try again.');

    fireEvent.change(within(dialog).getByLabelText('Code from the app'), { target: { value: '123 456' } });
    fireEvent.change(within(dialog).getByLabelText('Name for this app'), { target: { value: 'Work phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add authenticator app' }));
    await within(dialog).findByText(/^Authenticator app added\./);
    expect(enrollment.finish).toHaveBeenLastCalledWith('123456', 'Work phone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    expect(props.onSignInAgain).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['auth/operation-not-allowed', /^Authenticator apps are not enabled for this project yet/],
    ['auth/requires-recent-login', /^For your safety, sign in again/],
    ['auth/unverified-email', /^Verify your e-mail address first/],
  ])('explains %s when the enrollment cannot start', async (code, message) => {
    const auth: AdminAccountAuth = {
      startTotpEnrollment: vi.fn(async () => Promise.reject(authError(code))),
    };
    const { dialog } = setup({ auth });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add authenticator app' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(message);
  });

  it('signs out everywhere after a confirmation, and says so when the server cannot', async () => {
    const { dialog, api, props } = setup();
    api.signOutEverywhere.mockRejectedValueOnce(
      new ApiError(
        503,
        'The account service cannot be reached, so no session was ended; please try again shortly',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    await within(dialog).findByText(/^The account service cannot be reached, so no session was ended/);
    expect(props.onSignedOutEverywhere).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    confirm = screen.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(props.onSignedOutEverywhere).toHaveBeenCalledTimes(1));
    expect(api.signOutEverywhere).toHaveBeenCalledTimes(2);
  });
});
