import { LEDGER_ROUTES } from '@contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import arabic from '../../../locales/ar.json';
import portuguese from '../../../locales/pt-br.json';
import russian from '../../../locales/ru.json';
import { inflow, ledgerFixture, outflow } from '../../../testing/ledger-fixtures';
import { LEDGER_URL, ledgerPageUrl } from '../api/get-ledger';
import { LedgerSlot } from './ledger-slot';

const EXPLORER = 'https://explorer.test/account/';
const EXPLORER_TX = 'https://explorer.test/tx/';
const respond = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { success: true, data } : { success: false }), { status });

function serve(pages: Record<string, () => Response>) {
  const fetch = vi.fn(async (url: string) => (pages[url] ?? (() => respond(null, 404)))());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** An observer that sees the part near the viewport as soon as it is observed, or never. */
function observer(near: boolean) {
  return class {
    constructor(private readonly callback: Callback) {}
    observe() {
      if (near) this.callback([{ isIntersecting: true }]);
    }
    disconnect() {}
  };
}

const renderSlot = (near = true) => {
  vi.stubGlobal('IntersectionObserver', observer(near));
  return render(<LedgerSlot names={{}} explorerAccountUrl={EXPLORER} explorerTransactionUrl={EXPLORER_TX} />);
};

describe('LedgerSlot ("Where donations went")', () => {
  it('asks the same paths as the API serves', () => {
    expect(LEDGER_URL).toBe(LEDGER_ROUTES.donationWallet);
    expect(ledgerPageUrl('000000000123-abc')).toBe(LEDGER_ROUTES.page('000000000123-abc'));
  });

  it('asks nothing until it nears the viewport: the heading only', async () => {
    const fetch = serve({ [LEDGER_URL]: () => respond(ledgerFixture()) });
    renderSlot(false);
    expect(screen.getByRole('heading', { name: 'Where donations went' })).toBeTruthy();
    await new Promise((done) => setTimeout(done, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(/Loading/)).toBeNull();
  });

  it('shows the month totals, the notes, "not yet explained" with its age, and the age of the data', async () => {
    serve({ [LEDGER_URL]: () => respond(ledgerFixture()) });
    renderSlot();
    expect(screen.getByRole('heading', { name: 'Where donations went' })).toBeTruthy();
    expect(await screen.findByText(/brought up to date/)).toBeTruthy();
    expect(screen.getByText('3 min ago')).toBeTruthy();
    expect(screen.getByText('November 2026')).toBeTruthy();
    expect(screen.getByText('in 2.5')).toBeTruthy();
    expect(screen.getByText('out 0.3')).toBeTruthy();

    const list = screen.getByRole('heading', { name: 'Latest transactions' })
      .nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Not yet explained · sent 4 days ago')).toBeTruthy();
    expect(screen.getByText('Paid the artist')).toBeTruthy();
    const proof = screen.getByRole('link', { name: 'Proof ↗' });
    expect(proof.getAttribute('href')).toBe('https://example.test/invoice');
    expect(proof.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('+2.5 SOL')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dono…2222' }).getAttribute('href')).toMatch(
      /^https:\/\/explorer\.test\/account\/Dono/,
    );
    // A gift needs no explanation.
    expect(screen.getAllByText(/Not yet explained/)).toHaveLength(1);
  });

  it('shows older transactions on demand through the page route, then stops offering more', async () => {
    const fetch = serve({
      [LEDGER_URL]: () => respond(ledgerFixture({ next: '000000000992-SigInGift' })),
      [ledgerPageUrl('000000000992-SigInGift')]: () =>
        respond(
          ledgerFixture({
            transactions: [outflow('SigOlderOut', 1, 20), inflow('SigOlderIn', 3, 25)],
            next: null,
          }),
        ),
    });
    renderSlot();
    fireEvent.click(await screen.findByRole('button', { name: 'Show older transactions' }));
    expect(await screen.findByText('Not yet explained · sent 20 days ago')).toBeTruthy();
    expect(screen.getByText('+3 SOL')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(ledgerPageUrl('000000000992-SigInGift'), expect.anything());
    expect(screen.queryByRole('button', { name: 'Show older transactions' })).toBeNull();
  });

  it('lists SOL first in each month, then the token by its ticker, then other tokens by their mint', async () => {
    const row = (asset: string) => ({ asset, decimals: 6, in: '1000000', out: '0', fees: '0' });
    const MINT = 'TokenMint1111111111111111111111111111111111';
    const OTHER = 'AnotherMint222222222222222222222222222222222';
    serve({
      [LEDGER_URL]: () =>
        respond(
          ledgerFixture({
            months: [{ month: '2026-11', assets: [row(OTHER), row('SOL'), row(MINT)] }],
          }),
        ),
    });
    vi.stubGlobal('IntersectionObserver', observer(true));
    render(<LedgerSlot names={{ [MINT]: 'VIBIE' }} />);
    await screen.findByText('November 2026');
    const terms = [...document.querySelectorAll('.ledger-month-row dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['SOL', 'VIBIE', 'Anot…2222']);
  });

  it('shows a dash for a month row it cannot read, and the rest of the part still (ADR 30)', async () => {
    const MINT = 'TokenMint1111111111111111111111111111111111';
    const big = '12345678123456789';
    serve({
      [LEDGER_URL]: () =>
        respond(
          ledgerFixture({
            months: [
              {
                month: '2026-11',
                assets: [
                  // As an answer cached before exact totals served it, and a row the API could not read.
                  { asset: 'SOL', decimals: 9, in: '1.1068046444225731e+21', out: '0', fees: '0' },
                  { asset: MINT, decimals: 9, in: null, out: null, fees: null },
                  {
                    asset: 'AnotherMint222222222222222222222222222222222',
                    decimals: 9,
                    in: big,
                    out: '0',
                    fees: '0',
                  },
                ],
              },
              ...ledgerFixture().months.slice(1),
            ],
          }),
        ),
    });
    renderSlot();
    expect(await screen.findByText('November 2026')).toBeTruthy();
    expect(screen.getAllByText('in —')).toHaveLength(2);
    // Exact to the raw unit past 2^53 (at most four decimals shown).
    expect(screen.getByText('in 12,345,678.1234')).toBeTruthy();
    expect(screen.getByText('October 2026')).toBeTruthy();
    expect(screen.getByText('+2.5 SOL')).toBeTruthy();
    expect(screen.queryByText(/cannot be read right now/)).toBeNull();
  });

  it('links each transaction to its signature on the explorer, beside the other side', async () => {
    serve({ [LEDGER_URL]: () => respond(ledgerFixture()) });
    renderSlot();
    await screen.findByText('+2.5 SOL');
    const links = screen.getAllByRole('link', { name: 'Transaction ↗' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      ['SigOutUnexplained', 'SigOutExplained', 'SigInGift'].map((s) => `${EXPLORER_TX}${s}`),
    );
    const gift = screen.getByText('+2.5 SOL').closest('p') as HTMLElement;
    expect(
      within(gift)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dono…2222', 'Transaction ↗']);
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    ['ru', russian, 'Не учтён 1 перевод токенов'],
    ['pt-br', portuguese, 'Fora da contagem: 1 transferência de tokens'],
    ['ar', arabic, 'لم يُحتسب تحويل واحد لتوكنات'],
  ] as const)(
    'says "not counted" in agreement with one transfer in %s (ADR 31)',
    async (locale, catalog, words) => {
      setCatalog(locale, catalog);
      serve({ [LEDGER_URL]: () => respond(ledgerFixture({ unlistedArrivals: 1 })) });
      renderSlot();
      expect((await screen.findByText((text) => text.startsWith(words))).textContent).toContain(words);
    },
  );

  it('says how many transfers of unlisted tokens arrived and why they are not counted, only when some did', async () => {
    serve({ [LEDGER_URL]: () => respond(ledgerFixture({ unlistedArrivals: 60 })) });
    const { unmount } = renderSlot();
    expect(
      await screen.findByText(
        'Not counted: 60 transfers of tokens this site does not list. Anyone can send any token to a Solana wallet, so unsolicited tokens are common.',
      ),
    ).toBeTruthy();
    unmount();
    serve({ [LEDGER_URL]: () => respond(ledgerFixture()) });
    renderSlot();
    await screen.findByText('+2.5 SOL');
    expect(screen.queryByText(/Not counted/)).toBeNull();
  });

  it('ties a vault outflow to its proposal: who approved it and when, or that its approvals cannot be read', async () => {
    const PROPOSAL = 'Proposa1Address111111111111111111111111111111';
    const ALICE = 'A1iceMember11111111111111111111111111111111';
    const BOB = 'BobMember222222222222222222222222222222222222';
    const approved = {
      ...outflow('SigApproved', 0.2, 3),
      approval: {
        proposal: PROPOSAL,
        transactionIndex: '5',
        approvers: [ALICE, BOB],
        approvedAt: null,
        executedAt: '2026-11-17T12:00:00.000Z',
      },
    };
    const unreadable = {
      ...outflow('SigUnreadable', 0.1, 4),
      approval: {
        proposal: PROPOSAL,
        transactionIndex: null,
        approvers: null,
        approvedAt: null,
        executedAt: null,
      },
    };
    serve({
      [LEDGER_URL]: () =>
        respond(ledgerFixture({ transactions: [approved, unreadable, inflow('SigGift', 1, 5)] })),
    });
    renderSlot();
    const link = await screen.findByRole('link', { name: /^Approved by 2 members/ });
    expect(link.textContent).toBe('Approved by 2 members (proposal #5) ↗');
    expect(link.getAttribute('href')).toBe(`${EXPLORER}${PROPOSAL}`);
    const line = link.closest('p') as HTMLElement;
    expect(line.textContent).toBe(
      'Approved by 2 members (proposal #5) ↗ · approvers: A1ic…1111 and BobM…2222 · executed 17 Nov 2026',
    );
    expect(within(line).getByRole('link', { name: 'BobM…2222' }).getAttribute('href')).toBe(
      `${EXPLORER}${BOB}`,
    );
    // Figures and addresses read left to right on a right-to-left page too.
    expect(within(line).getByText('#5').getAttribute('dir')).toBe('ltr');
    const notReadable = screen.getByText(/approvals not readable/);
    expect(notReadable.textContent).toBe('Proposal Prop…1111 ↗: approvals not readable');
    expect(within(notReadable).getByRole('link').getAttribute('href')).toBe(`${EXPLORER}${PROPOSAL}`);
    // One line each, and none on the gift.
    expect(screen.getAllByText(/Approved by|approvals not readable/)).toHaveLength(2);
  });

  it('says the ledger cannot be read rather than showing nothing', async () => {
    serve({ [LEDGER_URL]: () => respond(null, 503) });
    renderSlot();
    expect(await screen.findByText(/cannot be read right now/)).toBeTruthy();
  });

  it('says when the first read of the history is still running', async () => {
    serve({ [LEDGER_URL]: () => respond(ledgerFixture({ syncedAt: null, months: [], transactions: [] })) });
    renderSlot();
    expect(await screen.findByText("The first read of the wallet's history is still running.")).toBeTruthy();
    expect(screen.getByText('No transfers yet.')).toBeTruthy();
  });
});
