import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import spanish from '../../../locales/es.json';
import { LanguageLinks } from './language-links';
import { LanguagePicker } from './language-picker';

describe('language picker (ADR 21)', () => {
  afterEach(() => window.localStorage.clear());

  it('lists every language in itself, each a link to its page, the current one marked', () => {
    setCatalog('es', spanish);
    render(<LanguageLinks active="home" className="list" />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('lang')])).toEqual([
      ['English', '/', 'en'],
      ['Español', '/es/', 'es'],
      ['Português (Brasil)', '/pt-br/', 'pt-BR'],
      ['简体中文', '/zh-cn/', 'zh-CN'],
      ['Русский', '/ru/', 'ru'],
      ['Türkçe', '/tr/', 'tr'],
      ['Tiếng Việt', '/vi/', 'vi'],
      ['Bahasa Indonesia', '/id/', 'id'],
      ['한국어', '/ko/', 'ko'],
      ['日本語', '/ja/', 'ja'],
      ['العربية', '/ar/', 'ar'],
    ]);
    expect(screen.getByRole('link', { current: true }).textContent).toBe('Español');
  });

  it('keeps the section being read and remembers the choice without a cookie', () => {
    render(<LanguageLinks active="roadmap" className="list" />);
    const japanese = screen.getByRole('link', { name: '日本語' }) as HTMLAnchorElement;
    japanese.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(japanese);
    const target = new URL(japanese.href);
    expect(target.pathname + target.hash).toBe('/ja/#roadmap');
    expect(window.localStorage.getItem('locale')).toBe('ja');
    expect(document.cookie).toBe('');
  });

  it('names itself in the page language', () => {
    setCatalog('es', spanish);
    render(
      <ul>
        <LanguagePicker active="home" />
      </ul>,
    );
    const summary = document.querySelector('summary') as HTMLElement;
    expect(summary.textContent).toBe('ES, Idioma: Español▾');
    expect(summary.getAttribute('aria-label')).toBeNull();
  });

  it('closes on a press outside it and on Escape, giving focus back to its summary', () => {
    render(
      <ul>
        <LanguagePicker active="home" />
      </ul>,
    );
    const details = document.querySelector('details') as HTMLDetailsElement;
    const summary = details.querySelector('summary') as HTMLElement;
    const open = () => {
      details.open = true;
      fireEvent(details, new Event('toggle'));
    };
    open();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Español' }));
    expect(details.open).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(details.open).toBe(false);
    open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });
});
