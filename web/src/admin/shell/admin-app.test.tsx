import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, createFakeAuth, USER } from '../testing/fake-auth';
import { AdminApp } from './admin-app';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A server with empty collections whose writes answer `write` (one per call, then 201). */
function fakeServer(...writes: Response[]) {
  return vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') return json(200, { success: true, data: [] });
    return writes.shift() ?? json(201, { success: true, message: 'Created', data: { id: 'n', order: 1 } });
  });
}

function setup(
  options: Parameters<typeof createFakeAuth>[0] & { view?: 'login' | 'panel'; fetch?: typeof fetch },
) {
  const auth = createFakeAuth(options);
  const onClose = vi.fn();
  render(
    <AdminApp
      auth={auth}
      adminUid={ADMIN.uid}
      initialView={options.view ?? 'login'}
      onClose={onClose}
      fetch={options.fetch ?? (fakeServer() as typeof fetch)}
    />,
  );
  return { auth, onClose };
}

async function signIn(email: string, password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Admin Access' });
  fireEvent.change(within(dialog).getByLabelText('Email Address'), { target: { value: email } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
}

const panel = () => screen.queryByRole('dialog', { name: 'Admin Panel' });

describe('AdminApp', () => {
  it('opens the panel once the administrator signs in', async () => {
    const { auth } = setup({});
    await signIn(ADMIN.email, ADMIN.password);
    await screen.findByRole('dialog', { name: 'Admin Panel' });
    expect(auth.signIn).toHaveBeenCalledWith(ADMIN.email, ADMIN.password);
    expect(screen.getByText('Signed in as admin@example.test')).toBeTruthy();
  });

  it('rejects an ordinary user: signed out at once, with behaviour §6 message', async () => {
    const { auth } = setup({});
    await signIn(USER.email, USER.password);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Unauthorized access. Only authorized admin accounts can access this panel.',
    );
    expect(auth.signOut).toHaveBeenCalled();
    expect(panel()).toBeNull();
  });

  it.each([
    ['nobody@example.test', 'whatever', 'No user found with this email address.'],
    [ADMIN.email, 'wrong', 'Incorrect password. Please try again.'],
    ['not-an-email', 'whatever', 'Invalid email address format.'],
  ])('shows the §8 message for %s / %s', async (email, password, message) => {
    setup({});
    await signIn(email, password);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
  });

  it.each([
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['auth/invalid-credential', 'Invalid email or password. Please check your credentials.'],
    ['auth/network-request-failed', 'Login failed. Please try again.'],
  ])('shows the §8 message for %s', async (code, message) => {
    const { auth } = setup({});
    auth.signIn.mockRejectedValueOnce(Object.assign(new Error(code), { code }));
    await signIn(ADMIN.email, ADMIN.password);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
  });

  it('opens the login, not the panel, when the panel is asked for while signed out', async () => {
    setup({ view: 'panel' });
    expect(await screen.findByRole('dialog', { name: 'Admin Access' })).toBeTruthy();
    expect(panel()).toBeNull();
  });

  it('opens the panel at once for a signed-in administrator', async () => {
    setup({ view: 'panel', signedIn: ADMIN });
    expect(await screen.findByRole('dialog', { name: 'Admin Panel' })).toBeTruthy();
  });

  it('signs out a remembered non-admin session in the admin context', async () => {
    const { auth } = setup({ view: 'panel', signedIn: USER });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Unauthorized access - Admin account required',
    );
    expect(auth.signOut).toHaveBeenCalled();
    expect(panel()).toBeNull();
  });

  it('signs out with the admin-required message when the server answers 403', async () => {
    const server = fakeServer(json(403, { success: false, message: 'Forbidden' }));
    const { auth } = setup({ view: 'panel', signedIn: ADMIN, fetch: server as typeof fetch });
    await screen.findByRole('dialog', { name: 'Admin Panel' });
    fireEvent.click(screen.getByRole('button', { name: 'FAQ Management' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add FAQ' }));
    const form = screen.getByRole('dialog', { name: 'Add FAQ' });
    fireEvent.change(within(form).getByLabelText(/^Question/), { target: { value: 'Is it safe?' } });
    fireEvent.change(within(form).getByLabelText(/^Answer/), { target: { value: 'Read the terms.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText('Unauthorized access - Admin account required')).toBeTruthy();
    expect(auth.signOut).toHaveBeenCalled();
    expect(panel()).toBeNull();
    const write = server.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(write?.[1]?.headers).get('Authorization')).toBe('Bearer local-admin-token');
  });

  it('refreshes the token once on a 401, then signs out with a clear message', async () => {
    const refused = () => json(401, { success: false, message: 'Invalid token' });
    const server = fakeServer(refused(), refused());
    const { auth } = setup({ view: 'panel', signedIn: ADMIN, fetch: server as typeof fetch });
    await screen.findByRole('dialog', { name: 'Admin Panel' });
    fireEvent.click(screen.getByRole('button', { name: 'Donation Goals' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Goal' }));
    const form = screen.getByRole('dialog', { name: 'Add Donation Goal' });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'New goal' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
    // The admin reads (the lists and the recent changes) asked for the token too; the write refreshed it once.
    expect(auth.getIdToken.mock.calls.slice(-2)).toEqual([[false], [true]]);
    expect(auth.getIdToken.mock.calls.filter(([force]) => force)).toHaveLength(1);
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('signs out and closes from the sidebar', async () => {
    const { auth, onClose } = setup({ view: 'panel', signedIn: ADMIN });
    await screen.findByRole('dialog', { name: 'Admin Panel' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('shows the three counts on the dashboard', async () => {
    const server = vi.fn(async (url: string | URL | Request) => {
      const collection = String(url).split('/').pop();
      const size = { donations: 1, roadmap: 3, faq: 2 }[collection as string] ?? 0;
      const data = Array.from({ length: size }, (_, i) => ({
        id: `${collection}-${i}`,
        order: i,
        title: 't',
      }));
      return json(200, { success: true, data });
    });
    setup({ view: 'panel', signedIn: ADMIN, fetch: server as typeof fetch });
    await screen.findByRole('dialog', { name: 'Admin Panel' });
    const stats = await vi.waitFor(() => {
      const values = [...document.querySelectorAll('.adm-stat')].map((card) => card.textContent);
      if (values.some((value) => value?.includes('…'))) throw new Error('loading');
      return values;
    });
    expect(stats).toEqual(['1Donation Goals', '3Roadmap Items', '2FAQ Items']);
  });
});
