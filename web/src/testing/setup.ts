import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetEtags } from '../lib/http';
import { setCatalog } from '../lib/i18n/i18n';
import english from '../locales/en.json';

// Component tests read English unless they set another locale (the page sets its own before rendering).
beforeEach(() => setCatalog('en', english));

// Tests run without vitest globals, so Testing Library's automatic cleanup is wired here.
afterEach(() => {
  cleanup();
  forgetEtags();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
