import { DEFAULT_DONATE } from '../../web/src/config/donate-defaults';
import { englishOf } from '../../web/src/config/localized-text';
import type { SiteConfig } from '../../web/src/config/site-schema';

/**
 * The donation functions' settings from the operator's `site.donate` (ADR 40): the largest amount one
 * request may ask for, and the Solana Action's texts and presets, in English (blink clients show one
 * language). The deployed stack and the local one set the same two variables from here.
 */
export function donateEnvironment(site: Pick<SiteConfig, 'donate' | 'token'>): Record<string, string> {
  const donate = site.donate ?? DEFAULT_DONATE;
  return {
    DONATE_MAX_SOL: donate.maxSol,
    DONATE_ACTION: JSON.stringify({
      title: englishOf(donate.label).slice(0, 120),
      description: englishOf(donate.message).slice(0, 500),
      label: `Donate to ${site.token.name}`.slice(0, 40),
      message: `Thank you for supporting ${site.token.name}`.slice(0, 200),
      presetsSol: donate.presetsSol,
    }),
  };
}
