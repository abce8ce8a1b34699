import type { DonateConfig } from './site-schema';

/** What a configuration without `site.donate` offers (ADR 40). */
export const DEFAULT_DONATE: DonateConfig = {
  presetsSol: ['0.1', '0.5', '1'],
  maxSol: '1000',
  label: 'Community donations',
  message: 'A donation to the community',
};
