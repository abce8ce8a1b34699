import { fireEvent, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { ApiClient } from '../api/api-client';
import { ApiProvider } from '../api/api-context';
import { AdminPanel } from '../shell/admin-panel';

/** Renders the panel against `api` and opens the sidebar section named `section`. */
export async function renderPanel(api: ApiClient, section?: string) {
  const onClose = vi.fn();
  const onSignOut = vi.fn();
  const view = render(
    <ApiProvider client={api}>
      <AdminPanel email="admin@example.test" onClose={onClose} onSignOut={onSignOut} />
    </ApiProvider>,
  );
  if (section) {
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    fireEvent.click(within(nav).getByRole('button', { name: section }));
  }
  // Let the three initial loads settle.
  await vi.waitFor(() => {
    if (screen.queryByText(/^Loading/) || screen.queryByText('…')) throw new Error('still loading');
  });
  return { ...view, onClose, onSignOut };
}

/** The toasts' texts, oldest first. */
export function toastTexts(): string[] {
  return within(screen.getByRole('log'))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent ?? '');
}
