import { site as configured } from '@operator-config-below-fold';
import type { SiteConfig } from './site-schema';

/** Must match BELOW_FOLD_KEYS in web/build-plugins/site-sections.ts (a test checks). */
export type BelowFoldKey =
  | 'official'
  | 'supply'
  | 'tokenomics'
  | 'aiModerator'
  | 'donationControl'
  | 'donate';

/**
 * The sections of the site configuration that only the sections below the hero read (the official
 * links, the supply and labelled addresses, the tokenomics claims, the AI moderator), and the links with
 * their descriptions (the first load has them without, see site.ts): the build ships
 * them in the lazily loaded chunk, not in the first load (web/build-plugins/site-sections.ts).
 */
export const belowFoldSite = configured as Pick<SiteConfig, BelowFoldKey | 'links'>;
