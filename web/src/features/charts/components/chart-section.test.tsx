import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import arabic from '../../../locales/ar.json';
import spanish from '../../../locales/es.json';
import { requestedPaths, stubApi } from '../../../testing/api-answer';
import { CHART_LAZY_MARGIN_PX, ChartSection } from './chart-section';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; options?: IntersectionObserverInit }> = [];

class FakeObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

const links = [
  {
    id: 'b',
    name: 'Birdeye',
    url: 'https://birdeye.test/',
    embedUrl: 'https://birdeye.test/embed',
    order: 2,
    active: true,
  },
  {
    id: 'd',
    name: 'DexTools',
    url: 'https://dextools.test/',
    embedUrl: 'https://dextools.test/embed',
    order: 1,
    active: true,
  },
  {
    id: 'x',
    name: 'Hidden',
    url: 'https://hidden.test/',
    embedUrl: 'https://hidden.test/embed',
    order: 0,
    active: false,
  },
];

describe('ChartSection', () => {
  afterEach(() => {
    observers.length = 0;
  });

  it('shows a tab per active link by order, "Open Full View", and creates the frame only near the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: links }))),
    );
    render(<ChartSection chain="solana" pairAddress="PAIR" ticker="VIBIE" />);
    await screen.findByRole('button', { name: 'DexTools' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['DexTools', 'Birdeye']);
    expect(screen.getByRole('link', { name: /Open Full View/ }).getAttribute('href')).toBe(
      'https://dextools.test/',
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe(`${CHART_LAZY_MARGIN_PX}px 0px`);

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://dextools.test/embed');

    fireEvent.click(screen.getByRole('button', { name: 'Birdeye' }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://birdeye.test/embed');
    expect(screen.getByRole('link', { name: /Open Full View/ }).getAttribute('href')).toBe(
      'https://birdeye.test/',
    );
  });

  it('logs "Failed to load chart links" and uses the default DEX chart on failure', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ChartSection chain="solana" pairAddress="PAIR" ticker="VIBIE" />);
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to load chart links', expect.anything()),
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['DexScreener']);
    expect(screen.getByRole('link', { name: /Open Full View/ }).getAttribute('href')).toBe(
      'https://dexscreener.com/solana/PAIR',
    );
  });

  it("reads a Spanish page's links from the Spanish path and marks a name still in English", async () => {
    setCatalog('es', spanish);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const [birdeye, dextools] = links;
    const fetchMock = stubApi([
      { ...birdeye, name: 'Birdeye (gráfico)' },
      { ...dextools, untranslated: ['name'] },
    ]);
    render(<ChartSection chain="solana" pairAddress="PAIR" ticker="VIBIE" />);
    const untranslated = await screen.findByRole('button', { name: /DexTools/ });
    expect(requestedPaths(fetchMock)).toEqual(['/api/locales/es/firebase/chart-links']);
    expect(screen.getByText('DexTools').getAttribute('lang')).toBe('en');
    expect(untranslated.querySelector('.in-english')?.textContent).toBe('En inglés');
    const translated = screen.getByRole('button', { name: 'Birdeye (gráfico)' });
    expect(translated.querySelector('[lang], .in-english')).toBeNull();
  });

  it("reads an English page's links from the English path", async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const fetchMock = stubApi(links);
    render(<ChartSection chain="solana" pairAddress="PAIR" ticker="VIBIE" />);
    await screen.findByRole('button', { name: 'DexTools' });
    expect(requestedPaths(fetchMock)).toEqual(['/api/firebase/chart-links']);
  });

  it('notes a name in English in Arabic on an Arabic page', async () => {
    setCatalog('ar', arabic);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    stubApi([{ ...links[1], untranslated: ['name', 'description'] }]);
    render(<ChartSection chain="solana" pairAddress="PAIR" ticker="VIBIE" />);
    const button = await screen.findByRole('button', { name: /DexTools/ });
    expect(button.querySelector('.in-english')?.textContent).toBe('بالإنجليزية');
  });
});
