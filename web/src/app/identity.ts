import { site } from '../config/site';
import type { LegalIdentity } from '../features/legal/content/legal-identity';

/** The legal identity the dialogs speak for, from the site configuration. */
export const legalIdentity: LegalIdentity = {
  tokenName: site.token.name,
  ticker: site.token.ticker,
  operatorName: site.operator.name,
  operatorAddress: site.operator.address,
  email: site.supportEmail,
};
