import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OperatorTextGaps } from './operator-text-gaps';

describe('the Translations panel on the operator texts', () => {
  it('counts the untranslated operator texts per language and says where the operator fixes them', () => {
    render(<OperatorTextGaps counts={{ es: 0, ru: 3, ja: 1 }} />);
    expect(screen.getByText('Russian').closest('li')?.textContent).toContain('3 texts in English');
    expect(screen.getByText('Japanese').closest('li')?.textContent).toContain('1 text in English');
    expect(screen.queryByText('Spanish')).toBeNull();
    expect(screen.getByText(/operator-config\.json/).textContent).toContain('deploys again');
  });

  it('counts the texts of the configuration this build was made with: the committed demo translates all', () => {
    render(<OperatorTextGaps />);
    expect(screen.getByText('Every operator text is translated into all 10 languages.')).toBeTruthy();
  });
});
