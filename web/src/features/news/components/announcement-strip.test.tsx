import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import { liveStore } from '../../../lib/live';
import { useLiveList } from '../../../lib/use-live-list';
import english from '../../../locales/en.json';
import spanish from '../../../locales/es.json';
import { stubApi } from '../../../testing/api-answer';
import { DISMISSED_STORAGE_KEY } from '../lib/dismissed';
import AnnouncementStrip from './announcement-strip';

const NEWS = {
  id: 'n2',
  order: 2,
  title: 'Listed on a DEX',
  body: 'Listed.',
  kind: 'news',
  publishAt: '2026-11-21T00:00:00.000Z',
};
const ADVISORY = {
  id: 'adv',
  order: 1,
  title: 'Ese airdrop no es nuestro',
  body: 'Nunca.',
  kind: 'advisory',
  publishAt: '2026-11-20T08:00:00.000Z',
};

/** Shows how many announcements the page's live list holds: the strip reads the same list. */
function Loaded() {
  const { status, items } = useLiveList('announcements');
  return <p data-testid="loaded">{status === 'loading' ? 'loading' : items.length}</p>;
}

describe('AnnouncementStrip', () => {
  afterEach(() => {
    liveStore.dispose();
    window.localStorage.clear();
    setCatalog('en', english);
  });

  it('shows the newest announcement, linked to its address', async () => {
    stubApi([NEWS, ADVISORY]);
    render(<AnnouncementStrip />);
    const strip = await screen.findByTestId('news-strip');
    expect(strip.className).toBe('news-strip');
    expect(screen.getByRole('link', { name: 'Listed on a DEX' }).getAttribute('href')).toBe('/news/n2');
  });

  it('shows an advisory as a warning in the page’s language', async () => {
    setCatalog('es', spanish);
    stubApi([ADVISORY]);
    render(<AnnouncementStrip />);
    const strip = await screen.findByTestId('news-strip');
    expect(strip.className).toContain('news-strip--advisory');
    expect(strip.textContent).toContain('⚠ Aviso de seguridad');
    expect(screen.getByRole('link', { name: 'Ese airdrop no es nuestro' }).getAttribute('href')).toBe(
      '/es/news/adv',
    );
  });

  it('stays dismissed for that announcement, in localStorage, and comes back for the next one', async () => {
    stubApi([ADVISORY]);
    const first = render(<AnnouncementStrip />);
    await screen.findByTestId('news-strip');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this announcement' }));
    expect(screen.queryByTestId('news-strip')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_STORAGE_KEY) ?? '[]')).toEqual(['adv']);
    expect(document.cookie).toBe('');
    first.unmount();
    liveStore.dispose();

    stubApi([ADVISORY]);
    const again = render(
      <>
        <AnnouncementStrip />
        <Loaded />
      </>,
    );
    // The list arrives, and the strip stays away.
    await vi.waitFor(() => expect(screen.getByTestId('loaded').textContent).toBe('1'));
    expect(screen.queryByTestId('news-strip')).toBeNull();
    again.unmount();
    liveStore.dispose();

    stubApi([NEWS, ADVISORY]);
    render(<AnnouncementStrip />);
    expect(await screen.findByRole('link', { name: 'Listed on a DEX' })).toBeTruthy();
  });
});
