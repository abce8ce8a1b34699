import { site } from './site';

/** Who the legal texts speak for; comes from the site configuration. */
export interface LegalIdentity {
  tokenName: string;
  ticker: string;
  operatorName: string;
  operatorAddress: string;
  email: string;
}

/**
 * The legal identity the dialogs speak for, from the site configuration. Shared: the admin's privacy tab
 * fills the same built-in policy with it.
 */
export const legalIdentity: LegalIdentity = {
  tokenName: site.token.name,
  ticker: site.token.ticker,
  operatorName: site.operator.name,
  operatorAddress: site.operator.address,
  email: site.supportEmail,
};
