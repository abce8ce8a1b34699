import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import arabic from '../../../locales/ar.json';
import { TermsDialog } from './terms-dialog';

const identity = {
  tokenName: 'Vibie',
  ticker: 'VIBIE',
  operatorName: 'Operator',
  operatorAddress: 'Prishtina',
  email: 'hello@example.test',
};

const TITLES = [
  'Overview',
  'Token Disclaimer',
  'Separation Clause',
  'Community Token / No Fixed Team',
  'Blockchain Risk Clause',
  'User Responsibility Clause',
  'No Financial Advice',
  'No Warranties',
  'Limitation of Liability',
  'Intellectual Property',
  'Termination',
  'Jurisdiction and Governing Law',
  'Acceptable Use',
  'Third-Party Links',
  'Changes to Terms',
  'Contact',
];

describe('TermsDialog', () => {
  it('lists the 16 sections in order, highlights 2, 3, 5, 6 and 12, and dates itself', () => {
    render(<TermsDialog open onClose={() => {}} identity={identity} />);
    const text = screen.getByTestId('terms-text');
    const items = within(text).getAllByRole('listitem');
    expect(items).toHaveLength(16);
    expect(items.map((li) => li.querySelector('h3')?.textContent?.replace(/Important$/, ''))).toEqual(
      TITLES.map((title, i) => `${i + 1}. ${title}`),
    );
    const highlighted = items.flatMap((li, i) => (li.dataset.highlight === 'true' ? [i + 1] : []));
    expect(highlighted).toEqual([2, 3, 5, 6, 12]);
    expect(within(text).getByText('Last updated: 21 September 2025')).toBeTruthy();
    expect(items[11]?.textContent).toMatch(/Kosovo/);
  });

  it('lays the English text out left to right on a right-to-left page, its full stops at the end', () => {
    setCatalog('ar', arabic);
    render(<TermsDialog open onClose={() => {}} identity={identity} />);
    expect(screen.getByTestId('terms-text').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Terms of Use').getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('legal-language').textContent).toBe(arabic['legal.englishOnly']);
  });
});
