import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetEtags } from '../lib/http';

// Tests run without vitest globals, so Testing Library's automatic cleanup is wired here.
afterEach(() => {
  cleanup();
  forgetEtags();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
