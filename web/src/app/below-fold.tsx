import { useEffect } from 'react';
import { site } from '../config/site';
import { useChainFacts } from '../features/chain-facts/hooks/use-chain-facts';
import { ChartSection } from '../features/charts/components/chart-section';
import { DonationSection } from '../features/donations/components/donation-section';
import { FaqSection } from '../features/faq/components/faq-section';
import { HoldersFact } from '../features/holders/components/holders-fact';
import { RoadmapSection } from '../features/roadmap/components/roadmap-section';
import { AiModeratorSection } from '../features/token-info/components/ai-moderator-section';
import { BuyTradeSection } from '../features/token-info/components/buy-trade-section';
import { CommunitySection } from '../features/token-info/components/community-section';
import { ContractSection } from '../features/token-info/components/contract-section';
import { TokenomicsSection } from '../features/token-info/components/tokenomics-section';
import { markSectionsReady } from '../lib/scroll';

/** Every section under the hero: prerendered into the HTML, hydrated from its own chunk. */
export default function BelowFold() {
  const { token, links } = site;
  const chain = useChainFacts();
  // Every section is in the document now: a route to a section that is still missing can fall back.
  useEffect(markSectionsReady, []);
  return (
    <>
      <TokenomicsSection
        ticker={token.ticker}
        facts={site.tokenomics.facts}
        note={site.tokenomics.note}
        mintAddress={token.mintAddress}
        totalSupply={site.tokenomics.totalSupply}
        explorerUrl={links.explorer}
        chain={chain.token}
      >
        <HoldersFact />
      </TokenomicsSection>
      <ChartSection chain={token.chain} pairAddress={token.pairAddress} ticker={token.ticker} />
      <DonationSection
        tokenName={token.name}
        wallet={site.donationWallet}
        balance={chain.wallet}
        explorerAccountUrl={links.explorerAccount}
      />
      <CommunitySection links={links.social} />
      <AiModeratorSection
        name={site.aiModerator.name}
        summary={site.aiModerator.summary}
        features={site.aiModerator.features}
        chatUrl={links.communityChat.url}
      />
      <BuyTradeSection ticker={token.ticker} mintAddress={token.mintAddress} links={links.buy} />
      <ContractSection ticker={token.ticker} mintAddress={token.mintAddress} explorerUrl={links.explorer} />
      {/* Last: the two sections whose height depends on loaded data, so nothing above them moves. */}
      <RoadmapSection tokenName={token.name} chatUrl={links.communityChat.url} />
      <FaqSection />
    </>
  );
}
