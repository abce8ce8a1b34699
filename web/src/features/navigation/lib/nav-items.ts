import type { MessageKey } from '../../../lib/i18n/i18n';

/** A section the navigation scrolls to; its label is a catalog key. */
export interface NavSection {
  id: string;
  label: MessageKey;
}

/** behaviour §2.2: the top navigation's items, in order. */
export const NAV_ITEMS: readonly NavSection[] = [
  { id: 'home', label: 'nav.home' },
  { id: 'tokenomics', label: 'nav.tokenomics' },
  { id: 'community', label: 'nav.community' },
  { id: 'contract', label: 'nav.contract' },
  { id: 'buy-trade', label: 'nav.buyTrade' },
];

/** Sections reached through the Info dropdown. */
export const INFO_SECTIONS: readonly NavSection[] = [
  { id: 'vibie-mod', label: 'nav.aiModerator' },
  { id: 'faq', label: 'nav.faq' },
  { id: 'official', label: 'nav.official' },
];

/** The legal dialogs the navigation can open. */
export type LegalDocument = 'privacy' | 'terms';
