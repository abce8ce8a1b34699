import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUILD_YEAR } from '../config/env';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the year it is given, not a fixed one', () => {
    render(
      <SiteFooter
        tokenName="Vibie"
        year="2031"
        email="a@b.c"
        onOpenLegal={() => {}}
        onAdminLogin={() => {}}
      />,
    );
    expect(screen.getByText(/© 2031 Vibie community\./)).toBeTruthy();
  });

  it('has a build year to show, even outside a build', () => {
    expect(BUILD_YEAR).toMatch(/^20\d\d$/);
  });
});
