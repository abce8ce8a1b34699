/** Who the legal texts speak for; comes from the site configuration. */
export interface LegalIdentity {
  tokenName: string;
  ticker: string;
  operatorName: string;
  operatorAddress: string;
  email: string;
}

/** behaviour §9: the date both legal texts carry. */
export const LEGAL_LAST_UPDATED = '21 September 2025';
