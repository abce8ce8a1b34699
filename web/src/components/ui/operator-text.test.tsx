import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '../../config/site-schema';
import { setCatalog } from '../../lib/i18n/i18n';
import japanese from '../../locales/ja.json';
import russian from '../../locales/ru.json';
import { OperatorText } from './operator-text';

const NOTE: LocalizedText = { en: 'A community token.', ru: 'Токен сообщества.' };

describe('OperatorText', () => {
  it("shows the locale's translation without marking it English", () => {
    setCatalog('ru', russian);
    render(<OperatorText value={NOTE} />);
    expect(screen.getByText('Токен сообщества.').getAttribute('lang')).toBeNull();
    expect(screen.queryByText('A community token.')).toBeNull();
  });

  it('falls back to the English text marked lang="en" where the locale has no translation', () => {
    setCatalog('ja', japanese);
    render(<OperatorText value={NOTE} />);
    expect(screen.getByText('A community token.').getAttribute('lang')).toBe('en');
  });

  it('marks a plain English string English on a translated page, and nothing on the English one', () => {
    setCatalog('ru', russian);
    const { unmount } = render(<OperatorText value="Plain English." />);
    expect(screen.getByText('Plain English.').getAttribute('lang')).toBe('en');
    unmount();
    setCatalog('en', {} as never);
    render(<OperatorText value={NOTE} />);
    expect(screen.getByText('A community token.').getAttribute('lang')).toBeNull();
  });
});
