import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from './nav-bar';

function renderNav() {
  const onOpenLegal = vi.fn();
  render(<NavBar brand="Vibie" email="hi@example.test" onOpenLegal={onOpenLegal} />);
  return onOpenLegal;
}

const infoToggle = () => screen.getAllByRole('button', { name: /^Info/ })[0] as HTMLElement;
const dropdown = () =>
  document.getElementById(infoToggle().getAttribute('aria-controls') ?? '') as HTMLElement;

describe('NavBar', () => {
  it('lists the items and the Info dropdown with its six entries, Official links among them (behaviour §2.2)', () => {
    renderNav();
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(
      expect.arrayContaining(['Home', 'Tokenomics', 'Community', 'Contract', 'Buy / Trade']),
    );
    fireEvent.click(infoToggle());
    expect(dropdown().hidden).toBe(false);
    expect([...dropdown().querySelectorAll('a,button')].map((e) => e.textContent)).toEqual([
      'AI Moderator',
      'FAQ',
      'Official links',
      'Privacy Policy / Legal Notice',
      'Terms of Use',
      'Contact',
    ]);
    expect(dropdown().querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe(
      'mailto:hi@example.test',
    );
  });

  it('closes the dropdown on an outside click and on Escape', () => {
    renderNav();
    fireEvent.click(infoToggle());
    fireEvent.pointerDown(dropdown());
    expect(dropdown().hidden).toBe(false);
    fireEvent.pointerDown(document.body);
    expect(dropdown().hidden).toBe(true);
    fireEvent.click(infoToggle());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dropdown().hidden).toBe(true);
    expect(document.activeElement).toBe(infoToggle());
  });

  it('opens the legal dialogs from the dropdown', () => {
    const onOpenLegal = renderNav();
    fireEvent.click(infoToggle());
    fireEvent.click(screen.getByRole('button', { name: 'Terms of Use' }));
    expect(onOpenLegal).toHaveBeenCalledWith('terms');
    expect(dropdown().hidden).toBe(true);
  });

  it('locks the body scroll while the mobile menu is open, with a collapsible Info group', async () => {
    renderNav();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    act(() => fireEvent.click(hamburger));
    // The menu's code arrives on first opening.
    await waitFor(() => expect(document.getElementById('mobile-menu')).not.toBeNull());
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    // The lock is the menu's effect, which runs just after the menu is in the document.
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    const group = [...menu.querySelectorAll('button')].find((b) =>
      b.textContent?.startsWith('Info'),
    ) as HTMLElement;
    expect(group.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    act(() => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
