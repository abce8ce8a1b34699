import type { RoadmapItem } from '@contract';
import { describe, expect, it } from 'vitest';
import { displayStatus, groupRoadmap, pageCount, pageOf } from './group-roadmap';

describe('displayStatus', () => {
  it('reads current and legacy values, and shows anything else as planned', () => {
    expect(displayStatus('done')).toBe('completed');
    expect(displayStatus('completed')).toBe('completed');
    expect(displayStatus('in progress')).toBe('in_progress');
    expect(displayStatus('in_progress')).toBe('in_progress');
    expect(displayStatus('planned')).toBe('planned');
    expect(displayStatus('someday')).toBe('planned');
    expect(displayStatus(undefined)).toBe('planned');
  });
});

describe('groupRoadmap', () => {
  it('sorts by order (missing counts as 0) and groups by status', () => {
    const items = [
      { id: 'a', title: 'A', status: 'planned', order: 2 },
      { id: 'b', title: 'B', status: 'done' as never, order: 1 },
      { id: 'c', title: 'C', status: 'in progress' as never },
      { id: 'd', title: 'D', status: 'planned', order: 1 },
    ] as RoadmapItem[];
    const groups = groupRoadmap(items);
    expect(groups.inProgress.map((i) => i.id)).toEqual(['c']);
    expect(groups.planned.map((i) => i.id)).toEqual(['d', 'a']);
    expect(groups.done.map((i) => i.id)).toEqual(['b']);
  });
});

describe('paging', () => {
  it('cuts pages of 3', () => {
    expect(pageOf([1, 2, 3, 4, 5, 6, 7], 2)).toEqual([7]);
    expect(pageCount(7)).toBe(3);
    expect(pageCount(0)).toBe(1);
  });
});
