import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginModal } from './login-modal';

function setup(onSignIn = vi.fn(async () => null as string | null)) {
  const onClose = vi.fn();
  render(<LoginModal onSignIn={onSignIn} onClose={onClose} />);
  const email = screen.getByLabelText('Email Address') as HTMLInputElement;
  const password = screen.getByLabelText('Password') as HTMLInputElement;
  const submit = () => screen.getByRole('button', { name: /^Sign(ing)? In/ }) as HTMLButtonElement;
  return { email, password, submit, onSignIn, onClose };
}

describe('LoginModal', () => {
  it('is a dialog named "Admin Access" with labelled fields, focus on the email', () => {
    const { email } = setup();
    expect(screen.getByRole('dialog', { name: 'Admin Access' })).toBeTruthy();
    expect(email.type).toBe('email');
    expect(document.activeElement).toBe(email);
  });

  it('keeps Sign In disabled while either field is empty', () => {
    const { email, password, submit } = setup();
    expect(submit().disabled).toBe(true);
    fireEvent.change(email, { target: { value: 'admin@example.test' } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(password, { target: { value: 'secret' } });
    expect(submit().disabled).toBe(false);
    fireEvent.change(email, { target: { value: '   ' } });
    expect(submit().disabled).toBe(true);
  });

  it('shows and hides the password', () => {
    const { password } = setup();
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('submits on Enter (form submit), reads "Signing In..." and is disabled while busy', async () => {
    let finish: (message: string | null) => void = () => {};
    const onSignIn = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const { email, password, submit } = setup(onSignIn);
    fireEvent.change(email, { target: { value: ' admin@example.test ' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.submit(password.form as HTMLFormElement);
    expect(onSignIn).toHaveBeenCalledWith('admin@example.test', 'secret');
    await vi.waitFor(() => expect(submit().textContent).toBe('Signing In...'));
    expect(submit().disabled).toBe(true);
    fireEvent.submit(password.form as HTMLFormElement);
    expect(onSignIn).toHaveBeenCalledOnce();
    finish('Incorrect password. Please try again.');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Incorrect password. Please try again.',
    );
    expect(submit().textContent).toBe('Sign In');
  });

  it('closes with the close button and with Escape', () => {
    const { onClose } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
