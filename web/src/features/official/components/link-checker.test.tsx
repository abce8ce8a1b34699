import { type Announcement, normaliseDomain } from '@contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OfficialEntry } from '../lib/link-check';
import { LinkChecker } from './link-checker';

const MINT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const ENTRIES: OfficialEntry[] = [
  { kind: 'account', name: 'X (Twitter)', url: 'https://x.com/VibieToken', handle: '@VibieToken' },
  { kind: 'account', name: 'Telegram', url: 'https://t.me/vibie_community/', handle: '@vibie_community' },
  { kind: 'address', name: 'VIBIE mint', address: MINT },
];

function check(value: string): string {
  fireEvent.change(screen.getByLabelText('Link, handle or address'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  return screen.getByTestId('link-verdict').textContent ?? '';
}

describe('LinkChecker', () => {
  it('says an exact link, handle or address is on the official list, and whose it is', () => {
    render(<LinkChecker entries={ENTRIES} />);
    expect(check('https://x.com/VibieToken')).toBe(
      '✓ On the official list: this is our X (Twitter) account.',
    );
    expect(check('@vibie_community')).toBe('✓ On the official list: this is our Telegram account.');
    expect(check(MINT)).toBe('✓ On the official list: this is “VIBIE mint”.');
  });

  it('matches after normalising case, www., trailing slashes and http or https', () => {
    render(<LinkChecker entries={ENTRIES} />);
    for (const variant of [
      'http://www.X.com/vibietoken/',
      'x.com/VIBIETOKEN',
      '  https://t.me/vibie_community  ',
      'https://www.t.me/vibie_community//',
      'VibieToken',
    ]) {
      expect(check(variant), variant).toMatch(/^✓ On the official list/);
    }
  });

  it('flags look-alikes as not ours: swapped letters, Cyrillic twins, another domain, a poisoned address', () => {
    render(<LinkChecker entries={ENTRIES} />);
    const lookalike = /^✗ Not ours\. It looks like our (X \(Twitter\)|Telegram) account but is not the same/;
    expect(check('https://x.com/VibieT0ken')).toMatch(lookalike); // zero for o
    expect(check('https://x.com/ViblеToken')).toMatch(lookalike); // l for i, Cyrillic е
    expect(check('https://t.me/vibie_communlty')).toMatch(lookalike);
    expect(check('@vibie_comunity')).toMatch(lookalike);
    expect(check('https://x-com.co/VibieToken')).toMatch(lookalike);
    const poisoned = `${MINT.slice(0, 4)}${'1'.repeat(36)}${MINT.slice(-4)}`;
    expect(check(poisoned)).toBe(
      '✗ Not ours. It looks like “VIBIE mint” but is not the same: treat it as a scam.',
    );
  });

  it('says anything else is not on the list, and asks for input when empty', () => {
    render(<LinkChecker entries={ENTRIES} />);
    expect(check('https://discord.gg/free-airdrop')).toBe(
      '✗ Not on the official list. We never message first: do not connect a wallet or share anything.',
    );
    expect(check('So11111111111111111111111111111111111111112')).toMatch(/^✗ Not on the official list/);
    expect(check('javascript:alert(1)')).toMatch(/^✗ Not on the official list/);
    expect(check('   ')).toBe('Paste a link, handle or address to check it.');
  });

  it('clears the verdict when the field changes, so it never stands beside a value not checked', () => {
    render(<LinkChecker entries={ENTRIES} />);
    expect(check('https://x.com/VibieToken')).toMatch(/^✓ On the official list/);
    fireEvent.change(screen.getByLabelText('Link, handle or address'), {
      target: { value: 'https://x.com/VibieT0ken' },
    });
    expect(screen.getByTestId('link-verdict').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('link-verdict').textContent).toMatch(/^✗ Not ours\. It looks like/);
  });

  it('checks what a reader typed into the prerendered field before the section hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LinkChecker entries={ENTRIES} />);
    document.body.append(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('no field');
    input.value = 'https://x.com/VibieToken';
    const root = await act(async () => hydrateRoot(container, <LinkChecker entries={ENTRIES} />));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('link-verdict').textContent).toBe(
      '✓ On the official list: this is our X (Twitter) account.',
    );
    act(() => root.unmount());
    container.remove();
  });
});

describe('LinkChecker and the advisories (behaviour §14)', () => {
  const FAKE_MINT = 'So11111111111111111111111111111111111111112';
  const ADVISORY: Announcement = {
    id: 'adv1',
    order: 1,
    title: 'That airdrop is not us',
    body: 'We never airdrop.',
    kind: 'advisory',
    publishAt: '2026-11-20T08:00:00.000Z',
    impostors: [
      { type: 'domain', value: 'airdrop-claim.example', reason: 'Drains wallets' },
      { type: 'mint', value: FAKE_MINT, reason: 'A second mint' },
      { type: 'handle', value: 'vibie_support', reason: 'Fake support' },
      // A look-alike written with a Cyrillic "е", as the server stores it.
      { type: 'domain', value: normaliseDomain('vibiе.example') ?? '', reason: 'Look-alike' },
    ],
  };
  const NEWS: Announcement = { ...ADVISORY, id: 'n1', kind: 'news', impostors: undefined };

  it.each([
    'airdrop-claim.example',
    'https://Airdrop-Claim.example/claim?x=1',
    'claim.airdrop-claim.example',
    FAKE_MINT,
    '@Vibie_Support',
    'https://t.me/vibie_support',
    'vibiе.example',
  ])('calls %s a known impostor, with the advisory’s date and link', (value) => {
    render(<LinkChecker entries={ENTRIES} announcements={[NEWS, ADVISORY]} />);
    expect(check(value)).toBe(
      '✗ Known impostor, named in our advisory of 20 Nov 2026. Do not connect a wallet or send anything. Read the advisory',
    );
    expect(screen.getByRole('link', { name: 'Read the advisory' }).getAttribute('href')).toBe('/news/adv1');
  });

  it('waits for the advisories before calling a value merely unlisted, then names the advisory', () => {
    const { rerender } = render(<LinkChecker entries={ENTRIES} announcements={[]} advisoriesLoading />);
    expect(check('https://airdrop-claim.example/claim')).toBe('One moment: checking our advisories too…');
    // What is on the list needs no advisory, and is answered at once.
    expect(check('https://x.com/VibieToken')).toMatch(/^✓ On the official list/);
    check('https://airdrop-claim.example/claim');
    rerender(<LinkChecker entries={ENTRIES} announcements={[ADVISORY]} />);
    expect(screen.getByTestId('link-verdict').textContent).toMatch(
      /^✗ Known impostor, named in our advisory/,
    );
  });

  it('answers from the list alone when the advisories could not be read', () => {
    render(<LinkChecker entries={ENTRIES} announcements={[]} />);
    expect(check('https://airdrop-claim.example/claim')).toMatch(/^✗ Not on the official list/);
  });

  it('keeps what is ours ours, and what no advisory names as before', () => {
    render(<LinkChecker entries={ENTRIES} announcements={[ADVISORY]} />);
    expect(check('https://x.com/VibieToken')).toMatch(/^✓ On the official list/);
    expect(check('airdrop-claim.example.com')).toMatch(/^✗ Not on the official list/);
    expect(check('notairdrop-claim.example')).toMatch(/^✗ Not on the official list/);
  });
});
