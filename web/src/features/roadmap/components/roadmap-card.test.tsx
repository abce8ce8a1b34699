import type { Localized, RoadmapItem } from '@contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import spanish from '../../../locales/es.json';
import { RoadmapCard } from './roadmap-card';

// ADR 28: an item as a Spanish page's roadmap path answers it.
const item: Localized<RoadmapItem> = {
  id: 'a',
  order: 1,
  title: 'Lanzamiento',
  description: 'Listing on a DEX.',
  status: 'planned',
  timeline: 'Q3',
};

describe('RoadmapCard', () => {
  it('marks the fields a Spanish page shows in English, and notes it beside the status', () => {
    setCatalog('es', spanish);
    render(<RoadmapCard item={{ ...item, untranslated: ['description', 'timeline'] }} />);
    expect(screen.getByText('Listing on a DEX.').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Q3').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { name: 'Lanzamiento' }).hasAttribute('lang')).toBe(false);
    expect(document.querySelector('.roadmap-card-head .in-english')?.textContent).toBe('En inglés');
  });

  it('shows no note for a translated item', () => {
    setCatalog('es', spanish);
    const { container } = render(<RoadmapCard item={item} />);
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.queryByText('En inglés')).toBeNull();
  });

  it('shows no note for a field in English the card does not show', () => {
    setCatalog('es', spanish);
    render(<RoadmapCard item={{ ...item, timeline: undefined, untranslated: ['timeline'] }} />);
    expect(screen.queryByText('En inglés')).toBeNull();
  });
});
