import { site as configured } from '@operator-config-below-fold';
import type { SiteConfig } from './site-schema';

/**
 * The sections of the site configuration that only the sections below the hero read (the official
 * links, the supply and the labelled addresses): the build ships them in the lazily loaded chunk,
 * not in the first load (web/build-plugins/site-sections.ts).
 */
export const belowFoldSite = configured as Pick<SiteConfig, 'official' | 'supply'>;
