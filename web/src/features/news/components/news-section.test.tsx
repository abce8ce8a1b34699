import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import { liveStore } from '../../../lib/live';
import english from '../../../locales/en.json';
import spanish from '../../../locales/es.json';
import { requestedPaths, stubApi } from '../../../testing/api-answer';
import { NEWS_PAGE_SIZE, NewsSection } from './news-section';

const announcement = (n: number) => ({
  id: `a${n}`,
  order: n,
  title: `Announcement ${n}`,
  body: `Body ${n}`,
  kind: 'news',
  publishAt: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
});

const ADVISORY = {
  id: 'adv',
  order: 9,
  title: 'Ese airdrop no es nuestro',
  body: 'Nunca hacemos airdrops.\nLista oficial: https://example.org/official. <b>no</b>\nFalso: https://example.org.airdrop-claim.example/claim y https://x.example/vibie_support',
  kind: 'advisory',
  publishAt: '2026-11-20T08:00:00.000Z',
  impostors: [{ type: 'domain', value: 'airdrop-claim.example', reason: 'Drains wallets' }],
  untranslated: [],
};

describe('NewsSection', () => {
  afterEach(() => {
    liveStore.dispose();
    setCatalog('en', english);
    window.location.hash = '';
  });

  it("reads the locale's announcements and shows an advisory as a warning, with its impostors and its address", async () => {
    setCatalog('es', spanish);
    const fetchMock = stubApi([ADVISORY]);
    render(
      <NewsSection
        official={{
          links: ['https://example.org/', 'https://x.example/vibie'],
          sites: ['example.org'],
          handles: [],
        }}
      />,
    );
    const item = await screen.findByTestId('news-item');
    expect(requestedPaths(fetchMock)).toEqual(['/api/locales/es/canonical/announcements']);
    expect(item.className).toContain('news-item--advisory');
    expect(within(item).getByText('Aviso de seguridad')).toBeTruthy();
    expect(within(item).getByRole('heading', { name: 'Ese airdrop no es nuestro' })).toBeTruthy();
    expect(within(item).getByText('No son nuestros:')).toBeTruthy();
    // behaviour §14: an impostor is never a link, and is shown defanged.
    expect(within(item).getByText('airdrop-claim[.]example').tagName).toBe('CODE');
    // Plain text: the address is a link, the full stop after it is not, and markup stays text.
    const link = within(item).getByRole('link', { name: 'https://example.org/official' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(item.querySelector('b')).toBeNull();
    // Only the official list's addresses are links; any other is text, defanged.
    expect(
      within(item)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['https://example.org/official', 'Enlace a este anuncio']);
    expect(item.textContent).toContain(
      'Falso: hxxps://example[.]org[.]airdrop-claim[.]example/claim y hxxps://x[.]example/vibie_support',
    );
    expect(item.textContent).toContain('<b>no</b>');
    expect(within(item).getByRole('link', { name: 'Enlace a este anuncio' }).getAttribute('href')).toBe(
      '/es/news/adv',
    );
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T08:00:00.000Z');
  });

  it('pages through them newest first', async () => {
    stubApi(Array.from({ length: NEWS_PAGE_SIZE + 2 }, (_, i) => announcement(i + 1)));
    render(<NewsSection />);
    await screen.findByText('Announcement 1');
    const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles()).toEqual([
      'Announcement 1',
      'Announcement 2',
      'Announcement 3',
      'Announcement 4',
      'Announcement 5',
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(titles()).toEqual(['Announcement 6', 'Announcement 7']);
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(titles()[0]).toBe('Announcement 1');
  });

  it('opens the page that holds the announcement an address names', async () => {
    window.location.hash = '#news-a7';
    stubApi(Array.from({ length: NEWS_PAGE_SIZE + 2 }, (_, i) => announcement(i + 1)));
    render(<NewsSection />);
    await screen.findByText('Announcement 7');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('says when there is none', async () => {
    stubApi([]);
    render(<NewsSection />);
    expect(await screen.findByText('No announcements yet.')).toBeTruthy();
  });
});
