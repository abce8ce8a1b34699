import { OperatorText } from '../../../components/ui/operator-text';
import { Section } from '../../../components/ui/section';
import { t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import type { CommunityLink } from './community-section';
import { HowToBuy } from './how-to-buy';

export interface BuyTradeSectionProps {
  ticker: string;
  mintAddress: string;
  links: readonly CommunityLink[];
}

/** Third-party trading platforms: informational links, not a recommendation. */
export function BuyTradeSection({ ticker, mintAddress, links }: BuyTradeSectionProps) {
  return (
    <Section id="buy-trade" title={t('buy.title')} lead={t('buy.lead', { ticker })}>
      <ul className="link-grid">
        {links.map((link) => (
          <li key={link.url}>
            <a
              className="card link-card"
              dir="auto"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className="card-title">
                {link.label}{' '}
                <span className="flip-rtl" aria-hidden="true">
                  ↗
                </span>
              </span>
              {link.description && <OperatorText className="card-text" value={link.description} />}
            </a>
          </li>
        ))}
      </ul>
      <HowToBuy ticker={ticker} mintAddress={mintAddress} />
      <p className="notice">
        {tRich('buy.notice', { mint: <span className="address-inline">{mintAddress}</span> })}
      </p>
    </Section>
  );
}
