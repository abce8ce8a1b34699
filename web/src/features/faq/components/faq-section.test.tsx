import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import { liveStore } from '../../../lib/live';
import arabic from '../../../locales/ar.json';
import spanish from '../../../locales/es.json';
import { requestedPaths, stubApi } from '../../../testing/api-answer';
import { answerParagraphs, FaqSection } from './faq-section';

// ADR 28: a translated page's entries, as its locale's path answers them.
const translatedData = [
  { id: 'a', question: '¿Qué es?', answer: 'It is a token.', order: 1, untranslated: ['answer'] },
  { id: 'b', question: '¿Dónde?', answer: 'En Solana.', order: 2 },
];

/** The FAQ item whose question is `question`. */
const item = (question: string) =>
  [...document.querySelectorAll('details')].find((d) =>
    d.querySelector('summary')?.textContent?.includes(question),
  );

describe('FaqSection', () => {
  afterEach(() => liveStore.dispose());

  it('splits an answer into one paragraph per line', () => {
    expect(answerParagraphs('First line.\r\nSecond line.\n\n  Third.  ')).toEqual([
      'First line.',
      'Second line.',
      'Third.',
    ]);
  });

  it('shows the questions by order with each answer line as its own paragraph', async () => {
    const data = [
      { id: 'b', question: 'Second?', answer: 'B1', order: 2 },
      { id: 'a', question: 'First?', answer: 'A1\nA2', order: 1 },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data }))),
    );
    render(<FaqSection />);
    await screen.findByText('First?');
    const summaries = [...document.querySelectorAll('summary')].map((s) => s.textContent);
    expect(summaries).toEqual(['First?', 'Second?']);
    const first = document.querySelector('details .faq-answer');
    expect([...(first?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual(['A1', 'A2']);
  });

  it('reads English on an English page, with nothing marked', async () => {
    const fetchMock = stubApi(translatedData);
    const { container } = render(<FaqSection />);
    await screen.findByText('¿Qué es?');
    expect(requestedPaths(fetchMock)).toEqual(['/api/canonical/faq']);
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.queryByText('In English')).toBeNull();
  });

  it("reads a Spanish page's entries in Spanish, marking the answer still in English", async () => {
    setCatalog('es', spanish);
    const fetchMock = stubApi(translatedData);
    render(<FaqSection />);
    await screen.findByText('¿Qué es?');
    expect(requestedPaths(fetchMock)).toEqual(['/api/locales/es/canonical/faq']);

    const untranslated = item('¿Qué es?');
    expect(untranslated?.querySelector('.faq-answer')?.getAttribute('lang')).toBe('en');
    expect(untranslated?.querySelector('summary span')?.hasAttribute('lang')).toBe(false);
    const marker = untranslated?.querySelector('summary .in-english');
    expect(marker?.textContent).toBe('En inglés');
    expect(marker?.closest('[lang="en"]')).toBeNull();

    const translated = item('¿Dónde?');
    expect(translated?.querySelector('[lang]')).toBeNull();
    expect(translated?.querySelector('.in-english')).toBeNull();
  });

  it('marks an entry in English in Arabic on an Arabic page', async () => {
    setCatalog('ar', arabic);
    const fetchMock = stubApi([
      { id: 'a', question: 'What is it?', answer: 'A token.', untranslated: ['question', 'answer'] },
    ]);
    render(<FaqSection />);
    await screen.findByText('What is it?');
    expect(requestedPaths(fetchMock)).toEqual(['/api/locales/ar/canonical/faq']);
    expect(screen.getByText('What is it?').getAttribute('lang')).toBe('en');
    expect(document.querySelector('.in-english')?.textContent).toBe('بالإنجليزية');
  });
});
