import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LanguageSuggestion from './language-suggestion';

const browserAsks = (...languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('language suggestion (ADR 21)', () => {
  afterEach(() => window.localStorage.clear());

  it("offers the browser's first supported language, in that language, as a link: never a redirect", () => {
    browserAsks('fr-FR', 'pt-PT', 'en');
    const before = window.location.href;
    render(<LanguageSuggestion />);
    const offer = screen.getByTestId('language-suggestion');
    expect(offer.getAttribute('lang')).toBe('pt-BR');
    expect(offer.textContent).toContain('Este site também está em português.');
    expect(screen.getByRole('link', { name: 'Ler em português' }).getAttribute('href')).toBe('/pt-br/');
    expect(window.location.href).toBe(before);
  });

  it('is dismissed for good: the answer is remembered', () => {
    browserAsks('ar-EG');
    render(<LanguageSuggestion />);
    expect(screen.getByTestId('language-suggestion').getAttribute('dir')).toBe('rtl');
    fireEvent.click(screen.getByRole('button', { name: 'لا، شكرًا' }));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
    expect(window.localStorage.getItem('locale')).toBe('en');
  });

  it('offers the language chosen before over the browser, and nothing for an unsupported one', () => {
    browserAsks('es');
    window.localStorage.setItem('locale', 'ko');
    const { unmount } = render(<LanguageSuggestion />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/ko/');
    unmount();
    window.localStorage.clear();
    browserAsks('fr', 'de', 'zh-TW');
    render(<LanguageSuggestion />);
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
  });
});
