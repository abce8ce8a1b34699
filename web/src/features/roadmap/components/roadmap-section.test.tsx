import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveStore } from '../../../lib/live';
import { RoadmapSection } from './roadmap-section';

const respond = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('RoadmapSection', () => {
  afterEach(() => liveStore.dispose());

  it('shows the spinner while loading, then the groups and the closing card', async () => {
    let resolve: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (resolve = r))),
    );
    render(<RoadmapSection tokenName="Vibie" chatUrl="https://chat.test/" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Vibie Roadmap');
    expect(screen.getByRole('status').textContent).toBe('Loading roadmap…');
    const data = [
      { id: 'a', title: 'Now', status: 'in_progress', order: 1 },
      { id: 'b', title: 'Next', status: 'planned', order: 2 },
      { id: 'c', title: 'Before', status: 'completed', order: 0 },
    ];
    await act(async () => resolve(respond({ success: true, data })));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'In Progress',
      'Planned',
      'Completed Milestones',
      'Building the Future Together',
    ]);
    expect(screen.getByRole('link', { name: 'Join the Discussion' }).getAttribute('href')).toBe(
      'https://chat.test/',
    );
  });

  it('renders nothing when the fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond({}, 500)),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<RoadmapSection tokenName="Vibie" chatUrl="https://chat.test/" />);
    await act(async () => {});
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing when there are no items', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond({ success: true, data: [] })),
    );
    const { container } = render(<RoadmapSection tokenName="Vibie" chatUrl="https://chat.test/" />);
    await act(async () => {});
    expect(container.innerHTML).toBe('');
  });
});
