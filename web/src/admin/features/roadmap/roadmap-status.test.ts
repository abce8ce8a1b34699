import { describe, expect, it } from 'vitest';
import { canReorder, DEFAULT_FORM_STATUS, statusOnCreate } from './roadmap-status';

describe('statusOnCreate (behaviour §4)', () => {
  it('forces in_progress on the In Progress tab, whatever the form says', () => {
    for (const form of ['in_progress', 'planned', 'completed'] as const) {
      expect(statusOnCreate('in_progress', form)).toBe('in_progress');
    }
  });

  it('forces planned on the Planned tab', () => {
    for (const form of ['in_progress', 'planned', 'completed'] as const) {
      expect(statusOnCreate('planned', form)).toBe('planned');
    }
  });

  it('uses the form value on the Completed tab, planned by default', () => {
    expect(DEFAULT_FORM_STATUS).toBe('planned');
    expect(statusOnCreate('completed', DEFAULT_FORM_STATUS)).toBe('planned');
    expect(statusOnCreate('completed', 'completed')).toBe('completed');
    expect(statusOnCreate('completed', 'in_progress')).toBe('in_progress');
  });

  it('allows reordering on In Progress and Planned only', () => {
    expect(canReorder('in_progress')).toBe(true);
    expect(canReorder('planned')).toBe(true);
    expect(canReorder('completed')).toBe(false);
  });
});
