import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_SECTIONS } from '../../../components/legal/privacy-body';
import type { LegalIdentity } from '../../../config/legal-identity';
import { liveStore } from '../../../lib/live';
import { PrivacyDialog } from './privacy-dialog';

const identity: LegalIdentity = {
  tokenName: 'Vibie',
  ticker: 'VIBIE',
  operatorName: 'Operator Name',
  operatorAddress: 'Street 1, Prishtina',
  email: 'privacy@example.test',
};

function Harness(props: { collectionName?: string; documentName?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open privacy
      </button>
      <PrivacyDialog open={open} onClose={() => setOpen(false)} identity={identity} {...props} />
    </>
  );
}

const respond = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

async function openIt() {
  const opener = screen.getByRole('button', { name: 'Open privacy' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  return opener;
}

describe('PrivacyDialog', () => {
  afterEach(() => liveStore.dispose());

  it('reads the document only while open, shows the spinner, then the stored text', async () => {
    let resolve: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    render(<Harness />);
    expect(fetchMock).not.toHaveBeenCalled();
    await openIt();
    expect(dialog().open).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/documents/privacy-policy', expect.anything());
    expect(screen.getByRole('status').textContent).toBe('Loading privacy policy…');
    await act(async () =>
      resolve(respond({ success: true, data: { id: 'current', firebase: 'Stored firebase text.' } })),
    );
    expect(screen.getByText('Stored firebase text.')).toBeTruthy();
    // Fields the document lacks come from the built-in text.
    expect(screen.getByText(/Amazon Web Services/)).toBeTruthy();
  });

  it('shows every section, the contact block, the notice and "Last updated"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond({ success: true, data: null })),
    );
    render(<Harness />);
    await openIt();
    const text = await screen.findByTestId('privacy-text');
    const headings = within(text)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      ...PRIVACY_SECTIONS.map(([title]) => title),
      'Contact & Responsible Entity',
      'Notice',
    ]);
    expect(within(text).getByText('Operator Name')).toBeTruthy();
    expect(within(text).getByRole('link', { name: 'privacy@example.test' }).getAttribute('href')).toBe(
      'mailto:privacy@example.test',
    );
    expect(
      within(text).getByText(
        'Please use this address for all privacy inquiries. We answer every request within 30 days.',
      ),
    ).toBeTruthy();
    expect(within(text).getByText('Last updated: 21 September 2025')).toBeTruthy();
    expect(text.textContent).toMatch(/Kosovo/);
  });

  it('falls back to the built-in text when the read fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond({ success: false, message: 'boom' }, 500)),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Harness />);
    await openIt();
    expect(await screen.findByText(/Cloud Firestore/)).toBeTruthy();
  });

  it('does not read when the collection or document name is missing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<Harness documentName="" />);
    await openIt();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('privacy-text')).toBeTruthy();
  });

  it('closes on the X, on Close, on the backdrop and on Escape, not on a click inside; focus returns', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond({ success: true, data: null })),
    );
    render(<Harness />);
    const opener = await openIt();
    await screen.findByTestId('privacy-text');

    fireEvent.click(screen.getByTestId('privacy-text'));
    expect(dialog().open).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close dialog' })));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);

    await openIt();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(dialog().open).toBe(false);

    await openIt();
    await act(async () => fireEvent.click(dialog()));
    expect(dialog().open).toBe(false);

    await openIt();
    await act(async () => {
      dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
