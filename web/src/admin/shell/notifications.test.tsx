import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsProvider, type Notify, useNotify } from '../components/notifications/notifications';
import { ToastList } from '../components/notifications/toast-list';
import { TOAST_LIMIT, toastReducer } from '../components/notifications/toast-store';
import { Sidebar } from './sidebar';

// The toasts (components/notifications/) with the sidebar that shows the latest one: the test renders
// the sidebar, so it lives here in the shell and the shared notifications never import it.

function Probe({ onReady }: { onReady: (notify: Notify) => void }) {
  onReady(useNotify());
  return null;
}

function setup() {
  let notify: Notify = () => {};
  render(
    <NotificationsProvider>
      <Probe onReady={(n) => (notify = n)} />
      <Sidebar
        titleId="t"
        tab="dashboard"
        onTab={vi.fn()}
        email={null}
        onClose={vi.fn()}
        onSignOut={vi.fn()}
      />
      <ToastList />
    </NotificationsProvider>,
  );
  return (tone: 'success' | 'error', text: string) => act(() => notify(tone, text));
}

const toasts = () =>
  within(screen.getByRole('log'))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);

describe('toasts', () => {
  it('keeps at most 20, dropping the oldest', () => {
    expect(TOAST_LIMIT).toBe(20);
    let list = toastReducer([], { type: 'add', toast: { id: 0, tone: 'success', text: 't0' } });
    for (let i = 1; i < 25; i++)
      list = toastReducer(list, { type: 'add', toast: { id: i, tone: 'success', text: `t${i}` } });
    expect(list).toHaveLength(20);
    expect(list[0]?.text).toBe('t5');
    expect(list[19]?.text).toBe('t24');
  });

  it('shows no more than 20 on screen', () => {
    const notify = setup();
    for (let i = 1; i <= 25; i++) notify('success', `Toast ${i}`);
    expect(toasts()).toHaveLength(20);
    expect(toasts()[0]).toBe('Toast 6');
    expect(toasts()[19]).toBe('Toast 25');
  });

  it('shows the latest message in the sidebar for 3 seconds', () => {
    vi.useFakeTimers();
    const notify = setup();
    const message = () => document.querySelector('.adm-sidebar__message')?.textContent;
    notify('success', 'Item moved up!');
    expect(message()).toBe('Item moved up!');
    act(() => vi.advanceTimersByTime(2999));
    expect(message()).toBe('Item moved up!');
    act(() => vi.advanceTimersByTime(1));
    expect(message()).toBe('');
    // The toast itself stays a little longer, then leaves.
    expect(toasts()).toEqual(['Item moved up!']);
    act(() => vi.advanceTimersByTime(5000));
    expect(toasts()).toEqual([]);
  });

  it('can be dismissed', () => {
    const notify = setup();
    notify('error', 'Failed to reorder items');
    act(() => screen.getByRole('button', { name: 'Dismiss: Failed to reorder items' }).click());
    expect(toasts()).toEqual([]);
  });
});
