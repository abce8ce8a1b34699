import { memo, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DEFAULT_DONATE } from '../config/donate-defaults';
import { officialList } from '../config/official-list';
import { site } from '../config/site';
import { belowFoldSite } from '../config/site-below-fold';
import {
  useControlChanges,
  useTokenFacts,
  useWalletControl,
  useWalletFacts,
} from '../features/chain-facts/hooks/use-chain-facts';
import { ChartSection } from '../features/charts/components/chart-section';
import { DonationSection } from '../features/donations/components/donation-section';
import { WalletControlFactsPart } from '../features/donations/components/wallet-control';
import { useGoalGifts } from '../features/donations/hooks/use-goal-gifts';
import { FaqSection } from '../features/faq/components/faq-section';
import { HolderDistributionCard } from '../features/holders/components/holder-distribution';
import { HolderGrowthChart } from '../features/holders/components/holder-growth-chart';
import { HoldersFact } from '../features/holders/components/holders-fact';
import { useHolderStats } from '../features/holders/hooks/use-holder-stats';
import { LEDGER_PART_ID, LedgerSlot } from '../features/ledger/components/ledger-slot';
import AnnouncementStrip from '../features/news/components/announcement-strip';
import { NewsSection } from '../features/news/components/news-section';
import { OfficialSection } from '../features/official/components/official-section';
import { officialEntries } from '../features/official/lib/official-entries';
import { RoadmapSection } from '../features/roadmap/components/roadmap-section';
import { SupplyBurns } from '../features/supply/components/supply-burns';
import { AiModeratorSection } from '../features/token-info/components/ai-moderator-section';
import { BuyTradeSection } from '../features/token-info/components/buy-trade-section';
import { CommunitySection } from '../features/token-info/components/community-section';
import { ContractSection } from '../features/token-info/components/contract-section';
import { TokenomicsSection } from '../features/token-info/components/tokenomics-section';
import { operatorText } from '../lib/i18n/english-fallback';
import { pageLocale } from '../lib/i18n/i18n';
import { explorerTransactionUrl, ledgerAssetNames } from '../lib/ledger-format';
import { movedNewsAddress } from '../lib/news-address';
import { markSectionsReady } from '../lib/scroll';
import { HydrateLater, hydrateLater } from './hydrate-later';

/** What an announcement may link (behaviour §14.3): the configuration's links, the site itself, the mint. */
const newsOfficial = officialList({ ...site, official: belowFoldSite.official });

// The footer travels in this chunk (see app.tsx): one request for everything under the first screen.
export { SiteFooter } from './site-footer';

/**
 * Every section under the hero: prerendered into the HTML, hydrated from its own chunk, each on its
 * own once it comes near the viewport or the browser is idle (ADR 24): one short task a section
 * rather than one long one for all. Each section that shows chain or holder data reads it itself,
 * so that nothing above re-renders a section still waiting to hydrate.
 */
export default function BelowFold() {
  // Every section is in the document now: a route to a section that is still missing can fall back.
  useEffect(markSectionsReady, []);
  // An old `#news-<id>` link lands on that announcement's own page (behaviour §14.2). Here, not in the
  // first load's script, which has no room left in its 75 KB (ADR 32).
  useEffect(() => {
    const moved = movedNewsAddress(pageLocale(), window.location.hash);
    if (moved) window.location.replace(moved);
  }, []);
  return (
    <>
      <StripInHeader />
      <TokenomicsLater />
      <ChartLater />
      <DonationsLater />
      <LaterSections />
    </>
  );
}

/**
 * behaviour §14: the announcement strip, put into the sticky header once this part has hydrated. It
 * travels in this chunk, not the first load (ADR 21's 75 KB), and is not in the prerendered page.
 */
function StripInHeader() {
  const [header, setHeader] = useState<HTMLElement | null>(null);
  useEffect(() => setHeader(document.getElementById('site-header')), []);
  return header ? createPortal(<AnnouncementStrip />, header) : null;
}

/** Tokenomics with what the chain and the holder figures say. */
function TokenomicsWithFacts() {
  const { token, links } = site;
  const facts = useTokenFacts();
  const holders = useHolderStats();
  return (
    <TokenomicsSection
      ticker={token.ticker}
      facts={belowFoldSite.tokenomics.facts}
      note={belowFoldSite.tokenomics.note}
      mintAddress={token.mintAddress}
      totalSupply={belowFoldSite.tokenomics.totalSupply}
      explorerUrl={links.explorer}
      chain={facts}
      after={
        <>
          <SupplyBurns
            ticker={token.ticker}
            initialSupply={belowFoldSite.supply.initialSupply}
            decimals={belowFoldSite.supply.decimals}
            chain={facts}
            distribution={holders.distribution}
            hasBurnAddresses={belowFoldSite.supply.labelled.some((entry) => entry.kind === 'burn')}
            mintUrl={`${links.explorer}${token.mintAddress}`}
          />
          <div className="holder-figures">
            <HolderDistributionCard
              distribution={holders.distribution}
              ticker={token.ticker}
              explorerAccountUrl={links.explorerAccount}
              explorerUrl={links.explorer}
              mint={token.mintAddress}
            />
            <HolderGrowthChart growth={holders.growth} />
          </div>
        </>
      }
    >
      <HoldersFact />
    </TokenomicsSection>
  );
}

/** The names the ledger gives the assets it lists (ADR 30). */
const ledgerNames = ledgerAssetNames(site.token, site.ledgerAssets ?? []);

/** The donations, with the wallet's balance and its ledger. */
function DonationsWithBalance() {
  const { token, links } = site;
  const wallet = useWalletFacts();
  const control = useWalletControl();
  const controlChanges = useControlChanges();
  // A donation this page asked for arrived: what the goals received is read again at once.
  const [arrivals, setArrivals] = useState(0);
  const gifts = useGoalGifts(arrivals);
  return (
    <DonationSection
      gifts={gifts}
      onDonationArrived={() => setArrivals((n) => n + 1)}
      control={control}
      controlChanges={controlChanges}
      memberNames={belowFoldSite.donationControl?.memberNames}
      token={controlToken()}
      tokenName={token.name}
      wallet={site.donationWallet}
      balance={wallet}
      explorerAccountUrl={links.explorerAccount}
      explorerTransactionUrl={explorerTransactionUrl(links)}
      donate={donateSettings()}
      transfersHref={`#${LEDGER_PART_ID}`}
      after={
        <LedgerSlot
          names={ledgerNames}
          explorerAccountUrl={links.explorerAccount}
          explorerTransactionUrl={explorerTransactionUrl(links)}
        />
      }
    />
  );
}

/** The donate settings with the request's label and message in the page's language (ADR 40). */
function donateSettings() {
  const donate = belowFoldSite.donate ?? DEFAULT_DONATE;
  return { ...donate, label: operatorText(donate.label).text, message: operatorText(donate.message).text };
}

/** The site's token, for a spending limit on it shown in whole tokens. */
function controlToken() {
  return { mint: site.token.mintAddress, ticker: site.token.ticker, decimals: belowFoldSite.supply.decimals };
}

/** Who controls the donation wallet on the official links page (behaviour §2.8): read there too. */
function OfficialWalletControl() {
  const control = useWalletControl();
  return (
    <WalletControlFactsPart
      wallet={site.donationWallet}
      control={control}
      explorerAccountUrl={site.links.explorerAccount}
      memberNames={belowFoldSite.donationControl?.memberNames}
      token={controlToken()}
    />
  );
}

/** The chart section, with the pair's default chart. */
function PairChart() {
  const { token } = site;
  return <ChartSection chain={token.chain} pairAddress={token.pairAddress} ticker={token.ticker} />;
}

const TokenomicsLater = hydrateLater('tokenomics', TokenomicsWithFacts);
const ChartLater = hydrateLater('chart', PairChart);
const DonationsLater = hydrateLater('donate', DonationsWithBalance);

/** The sections after the donations, each hydrated on its own; memoised like the ones above. */
const LaterSections = memo(function LaterSections() {
  const { token, links } = site;
  return (
    <>
      <HydrateLater id="community">
        <CommunitySection links={belowFoldSite.links.social} />
      </HydrateLater>
      <HydrateLater id="vibie-mod">
        <AiModeratorSection
          name={belowFoldSite.aiModerator.name}
          summary={belowFoldSite.aiModerator.summary}
          features={belowFoldSite.aiModerator.features}
          chatUrl={links.communityChat.url}
        />
      </HydrateLater>
      <HydrateLater id="buy-trade">
        <BuyTradeSection
          ticker={token.ticker}
          mintAddress={token.mintAddress}
          links={belowFoldSite.links.buy}
        />
      </HydrateLater>
      <HydrateLater id="contract">
        <ContractSection ticker={token.ticker} mintAddress={token.mintAddress} explorerUrl={links.explorer} />
      </HydrateLater>
      <HydrateLater id="official">
        <OfficialSection
          tokenName={token.name}
          ticker={token.ticker}
          accounts={belowFoldSite.official.accounts}
          notUsed={belowFoldSite.official.notUsed}
          mintAddress={token.mintAddress}
          donationWallet={site.donationWallet}
          labelled={belowFoldSite.supply.labelled}
          explorerAccountUrl={links.explorerAccount}
          entries={officialEntries({ ...site, ...belowFoldSite })}
          walletControl={<OfficialWalletControl />}
        />
      </HydrateLater>
      {/* Last: the sections whose height depends on loaded data, so nothing above them moves. */}
      <HydrateLater id="roadmap">
        <RoadmapSection tokenName={token.name} chatUrl={links.communityChat.url} />
      </HydrateLater>
      <HydrateLater id="faq">
        <FaqSection />
      </HydrateLater>
      <HydrateLater id="news">
        <NewsSection official={newsOfficial} />
      </HydrateLater>
    </>
  );
});
