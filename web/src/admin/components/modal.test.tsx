import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal labelledBy="m-title" onClose={() => setOpen(false)}>
          <h2 id="m-title">Title</h2>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Title' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
  });

  it('closes on Escape (cancel) and gives the focus back to the opener', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByRole('button', { name: 'Done' }).focus();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('follows the platform when it closes the dialog by itself', () => {
    const onClose = vi.fn();
    render(
      <Modal labelledBy="x" onClose={onClose}>
        <p id="x">Text</p>
      </Modal>,
    );
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('Modal under StrictMode', () => {
  it('ignores the stale close event of the mount, unmount and remount', async () => {
    // As in browsers, "close" comes a task after close().
    vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')));
    });
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Modal labelledBy="x" onClose={onClose}>
          <p id="x">Text</p>
        </Modal>
      </StrictMode>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((screen.getByRole('dialog') as HTMLDialogElement).open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });
});
