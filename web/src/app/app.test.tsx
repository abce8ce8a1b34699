import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveStore } from '../lib/live';
import { App } from './app';

// The admin tree is another module's concern; here only how the page opens it matters.
vi.mock('../admin/index', () => ({
  AdminRoot: ({ initialView, onClose }: { initialView: string; onClose: () => void }) => (
    <div data-testid="admin-root">
      {initialView}
      <button type="button" onClick={onClose}>
        Close admin
      </button>
    </div>
  ),
}));

describe('App', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200 })),
    );
  });
  afterEach(() => liveStore.dispose());

  it('renders every section id once the lazy part arrives', async () => {
    render(<App />);
    // The lazy chunk is transformed on first import: under a full parallel run on a loaded machine that
    // has taken over 14 s.
    await screen.findByRole('heading', { name: 'Tokenomics' }, { timeout: 30_000 });
    for (const id of [
      'home',
      'tokenomics',
      'community',
      'vibie-mod',
      'buy-trade',
      'contract',
      'faq',
      'chart',
      'donate',
    ]) {
      expect(document.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
    }
  }, 40_000);

  it('opens the admin login from the fingerprint button and the panel on the openAdminPanel event', async () => {
    render(<App />);
    // The footer hydrates from the lazy part's chunk.
    fireEvent.click(await screen.findByRole('button', { name: 'Admin Access' }, { timeout: 15_000 }));
    expect((await screen.findByTestId('admin-root', {}, { timeout: 15_000 })).textContent).toContain('login');
    fireEvent.click(screen.getByRole('button', { name: 'Close admin' }));
    expect(screen.queryByTestId('admin-root')).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('openAdminPanel'));
    });
    expect((await screen.findByTestId('admin-root', {}, { timeout: 15_000 })).textContent).toContain('panel');
  });

  it('fires openAdminPanel from the small footer control', async () => {
    const heard = vi.fn();
    window.addEventListener('openAdminPanel', heard);
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open admin panel' }, { timeout: 15_000 }));
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('openAdminPanel', heard);
  });
});
