import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, CopyButton } from './copy-button';

const click = () => act(async () => fireEvent.click(screen.getByRole('button')));

describe('CopyButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('copies with the Clipboard API and shows "Copied!" for 2 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyButton text="WALLET123" />);
    expect(screen.getByRole('button').textContent).toBe('Copy Address');
    await click();
    expect(writeText).toHaveBeenCalledWith('WALLET123');
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button').textContent).toBe('Copy Address');
  });

  it('falls back to a selected text area when the Clipboard API is refused', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const copied: string[] = [];
    const execCommand = vi.fn((command: string) => {
      const active = document.activeElement as HTMLTextAreaElement | null;
      if (command === 'copy' && active?.tagName === 'TEXTAREA') copied.push(active.value);
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CopyButton text="WALLET456" />);
    await click();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toEqual(['WALLET456']);
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when no way of copying works', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    render(<CopyButton text="X" />);
    await click();
    expect(screen.getByRole('button').textContent).toMatch(/Copy failed/);
  });
});
