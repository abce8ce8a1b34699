import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveStore } from '../../../lib/live';
import { answerParagraphs, FaqSection } from './faq-section';

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
});
