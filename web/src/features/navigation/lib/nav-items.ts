/** A section the navigation scrolls to. */
export interface NavSection {
  id: string;
  label: string;
}

/** behaviour §2.2: the top navigation's items, in order. */
export const NAV_ITEMS: readonly NavSection[] = [
  { id: 'home', label: 'Home' },
  { id: 'tokenomics', label: 'Tokenomics' },
  { id: 'community', label: 'Community' },
  { id: 'contract', label: 'Contract' },
  { id: 'buy-trade', label: 'Buy / Trade' },
];

/** Sections reached through the Info dropdown. */
export const INFO_SECTIONS: readonly NavSection[] = [
  { id: 'vibie-mod', label: 'AI Moderator' },
  { id: 'faq', label: 'FAQ' },
  { id: 'official', label: 'Official links' },
];

/** The legal dialogs the navigation can open. */
export type LegalDocument = 'privacy' | 'terms';
