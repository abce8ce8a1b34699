import { site } from '../../web/src/config/site.js';
import { fakePublicKey } from './fake-solana-rpc.js';

// Demo content for the local stack: honest, informational, no promises about price or returns.
// Fixed ids make seeding idempotent: a second run rewrites the same documents.

/** A seeded document: its id and its fields (audit fields are added by the seeder). */
export interface SeedDocument {
  readonly id: string;
  readonly data: Readonly<Record<string, unknown>>;
}

const { name, ticker, pairAddress } = site.token;

/**
 * A demo goal's reference key (ADR 40): fixed, so the local chain's seeded gifts carry it
 * (ledger-seed.ts); a goal made in the panel gets a random one from the server.
 */
export const localGoalReference = (id: string) => fakePublicKey(`local-goal-reference-${id}`);

export const DONATION_GOALS: readonly SeedDocument[] = [
  {
    id: 'goal-dex-tracker-listing',
    data: {
      reference: localGoalReference('goal-dex-tracker-listing'),
      title: 'DEX tracker profile',
      description: `Pay the fee for an enhanced ${ticker} profile on a DEX tracking site, so logo, links and the contract address are easy to verify. A listing is not an endorsement.`,
      order: 1,
    },
  },
  {
    id: 'goal-meme-contest',
    data: {
      reference: localGoalReference('goal-meme-contest'),
      title: 'Community meme contest prizes',
      description:
        'Small SOL prizes for the best community-made memes and artwork, voted on in the community chat.',
      order: 2,
    },
  },
  {
    id: 'goal-hosting',
    data: {
      reference: localGoalReference('goal-hosting'),
      title: 'One year of website hosting',
      description: 'Keep this site, its content and the brand pack online for the next twelve months.',
      order: 3,
    },
  },
];

const roadmap = (
  id: string,
  order: number,
  status: string,
  title: string,
  timeline: string,
  description: string,
) => ({
  id,
  data: { title, description, status, timeline, order },
});

export const ROADMAP_ITEMS: readonly SeedDocument[] = [
  roadmap(
    'rm-launch',
    1,
    'completed',
    'Token created on Solana',
    'Phase 1',
    `${ticker} was created on Solana and its first liquidity pool opened on a public DEX.`,
  ),
  // A legacy status value, as older documents hold it: the site must still show it as completed.
  roadmap(
    'rm-community-chat',
    2,
    'done',
    'Community chat opened',
    'Phase 1',
    'A public chat where holders and newcomers meet, ask questions and share memes.',
  ),
  roadmap(
    'rm-contract-published',
    3,
    'completed',
    'Contract address published',
    'Phase 1',
    'The official mint address is published on this site so anyone can check it before trading.',
  ),
  roadmap(
    'rm-website',
    4,
    'completed',
    'Website live',
    'Phase 2',
    'This site: roadmap, FAQ, live chart and donation goals in one place.',
  ),
  roadmap(
    'rm-first-contest',
    5,
    'completed',
    'First meme contest',
    'Phase 2',
    'The community ran its first meme contest; winners were chosen by a public vote.',
  ),
  roadmap(
    'rm-ai-moderator',
    6,
    'in_progress',
    `${name} Mod, the AI moderator`,
    'Phase 3',
    'An AI helper in the community chat that answers common questions and removes spam and scam links.',
  ),
  roadmap(
    'rm-tracker-profile',
    7,
    'in_progress',
    'DEX tracker profile',
    'Phase 3',
    'Verified logo, links and contract address on a DEX tracking site, funded by donations.',
  ),
  roadmap(
    'rm-brand-pack',
    8,
    'planned',
    'Brand pack',
    'Phase 4',
    'Logos, colours and templates for anyone who wants to make content for the community.',
  ),
  roadmap(
    'rm-languages',
    9,
    'planned',
    'Site in more languages',
    'Phase 4',
    'Translations of the site, starting with Albanian, made by community volunteers.',
  ),
  roadmap(
    'rm-polls',
    10,
    'planned',
    'Community polls',
    'Phase 4',
    'Regular public polls in the community chat on what to build and fund next.',
  ),
];

const faq = (id: string, order: number, question: string, lines: readonly string[]) => ({
  id,
  data: { question, answer: lines.join('\n'), order },
});

export const FAQ_ENTRIES: readonly SeedDocument[] = [
  faq('faq-what-is', 1, `What is ${name}?`, [
    `${name} (${ticker}) is a community meme token on the Solana blockchain.`,
    'There is no company behind it and no fixed team: the community keeps it going.',
    'It exists for fun and community, not as an investment.',
  ]),
  faq('faq-advice', 2, 'Is anything here financial advice?', [
    'No. Nothing on this site is financial, investment, tax or legal advice.',
    'Meme tokens are extremely volatile and can lose all of their value.',
    'Never spend more than you can afford to lose, and do your own research.',
  ]),
  faq('faq-buy', 3, 'How can I get the token?', [
    'Use a Solana wallet and one of the decentralised exchanges listed under Buy / Trade.',
    'Before any trade, compare the contract address with the one in the Contract section: tokens with copied names exist.',
    'The links to trading platforms are informational only; we do not run or endorse them.',
  ]),
  faq('faq-donations', 4, 'What happens to donations?', [
    'Donations in SOL go to the marketing wallet shown on this page and pay for the listed donation goals.',
    'Donating is voluntary and gives no rights, shares, returns or refunds.',
  ]),
  faq('faq-tracking', 5, 'Does this site track me?', [
    'No. There are no visitor accounts, no analytics and no tracking cookies.',
    'The price ticker and the chart load data from DexScreener, which receives your IP address like any site you visit.',
  ]),
];

export const CHART_LINKS: readonly SeedDocument[] = [
  {
    id: 'chart-dexscreener',
    data: {
      name: 'DexScreener',
      description: `Live chart and trades of the ${ticker}/SOL pair.`,
      url: `https://dexscreener.com/solana/${pairAddress}`,
      embedUrl: `https://dexscreener.com/solana/${pairAddress}?embed=1&theme=dark&trades=0&info=0`,
      icon: 'chart',
      gradient: 'linear-gradient(135deg, #22d3ee 0%, #a855f7 100%)',
      order: 1,
      active: true,
    },
  },
];
