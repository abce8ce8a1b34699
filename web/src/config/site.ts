import { site as configured } from '@operator-config';
import type { BelowFoldKey } from './site-below-fold';
import type { SiteConfig } from './site-schema';

/**
 * The token, its addresses, links and legal identity: the `site` section of the operator configuration
 * (operator-config.json at the repository root, or the file $OPERATOR_CONFIG names). The build validates
 * it (web/vite.config.ts) and a production build refuses placeholders; only this section reaches the page.
 * Its sections that only the lower part of the page reads come with that part: see site-below-fold.ts.
 */
export const site = configured as Omit<SiteConfig, BelowFoldKey | 'links'> & { links: FirstLoadLinks };

type Described = { label: string; url: string };
/** The links without their descriptions: those, translated in every locale, come with belowFoldSite. */
type FirstLoadLinks = Omit<SiteConfig['links'], 'communityChat' | 'social' | 'buy'> & {
  communityChat: Described;
  social: Described[];
  buy: Described[];
};
