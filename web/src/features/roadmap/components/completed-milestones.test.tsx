import type { RoadmapItem } from '@contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompletedMilestones } from './completed-milestones';

const done = (n: number): RoadmapItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `m${i + 1}`,
    title: `Milestone ${i + 1}`,
    status: 'completed',
    order: i,
  }));

const titles = () => screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);

describe('CompletedMilestones', () => {
  it('shows when each item was marked completed, and nothing when that is unknown', () => {
    const [first, second] = done(2);
    render(
      <CompletedMilestones
        items={[
          { ...(first as RoadmapItem), completedAt: '2026-11-12T09:30:00.000Z' },
          { ...(second as RoadmapItem), completedAt: null },
        ]}
      />,
    );
    const dates = screen.getAllByText(/^Completed on/);
    expect(dates.map((d) => d.textContent)).toEqual(['Completed on 12 Nov 2026']);
    expect(dates[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-12T09:30:00.000Z');
  });

  it('shows up to 3 without paging', () => {
    render(<CompletedMilestones items={done(3)} />);
    expect(titles()).toEqual(['Milestone 1', 'Milestone 2', 'Milestone 3']);
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pages more than 3, 3 a page, with "Showing x of y completed" and a dot per page', () => {
    render(<CompletedMilestones items={done(7)} />);
    expect(titles()).toEqual(['Milestone 1', 'Milestone 2', 'Milestone 3']);
    expect(screen.getByText('Showing 3 of 7 completed')).toBeTruthy();
    const dots = screen.getAllByRole('button', { name: /Page \d of 3/ });
    expect(dots).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3 of 3' }));
    expect(titles()).toEqual(['Milestone 7']);
    expect(screen.getByText('Showing 1 of 7 completed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3 of 3' }).getAttribute('aria-current')).toBe('true');
  });
});
