import { site } from '../../web/src/config/site';

const READ_AT = '2026-01-01T00:00:00.000Z';

/** What the benchmark's stand-in API answers: the shapes of behaviour §10, demo content. */
export const FIXTURES: Record<string, unknown> = {
  '/api': { success: true, service: 'meme-token-api', version: 'bench' },
  '/api/canonical/donations': {
    success: true,
    data: [
      { id: 'g1', order: 1, title: 'DEX tracker profile', description: 'Pay for an enhanced token profile.' },
      { id: 'g2', order: 2, title: 'Community memes', description: 'Prizes for the weekly meme contest.' },
    ],
  },
  '/api/canonical/roadmap': {
    success: true,
    data: [
      { id: 'r1', order: 1, title: 'Token created on Solana', status: 'completed', timeline: 'Phase 1' },
      { id: 'r2', order: 2, title: 'Community chat opened', status: 'completed', timeline: 'Phase 1' },
      { id: 'r3', order: 3, title: 'AI moderator', status: 'in_progress', timeline: 'Phase 2' },
      { id: 'r4', order: 4, title: 'Brand pack', status: 'planned', timeline: 'Phase 3' },
    ],
  },
  '/api/canonical/faq': {
    success: true,
    data: [
      { id: 'f1', order: 1, question: 'What is Vibie?', answer: 'A community meme token.\nNothing more.' },
      { id: 'f2', order: 2, question: 'Is this financial advice?', answer: 'No.' },
    ],
  },
  '/api/new-holders/latest': { has_new_holder: false, holder: null },
  '/api/firebase/chart-links': { success: true, data: [] },
  '/api/documents/privacy-policy': { success: true, data: null },
  '/api/holders/count': {
    success: true,
    data: { count: 1234, measuredAt: READ_AT, mint: site.token.mintAddress },
  },
  '/api/holders/distribution': {
    success: true,
    data: {
      mint: site.token.mintAddress,
      measuredAt: READ_AT,
      holders: 1234,
      total: '1000000000000000',
      decimals: 6,
      top10: { amount: '300000000000000', share: 0.3 },
      top50: { amount: '450000000000000', share: 0.45 },
      largest: [],
      labelled: [],
      bands: [{ from: 0, to: 1000, count: 1234 }],
    },
  },
  '/api/holders/growth': {
    success: true,
    data: { mint: site.token.mintAddress, points: [{ day: '2026-01-01', count: 1234, measuredAt: READ_AT }] },
  },
  '/api/facts/token': {
    success: true,
    data: {
      mint: site.token.mintAddress,
      supply: '1000000000000000',
      decimals: 6,
      mintAuthority: null,
      freezeAuthority: null,
      tokenProgram: 'spl-token',
      readAt: READ_AT,
    },
  },
  '/api/facts/donation-wallet': {
    success: true,
    data: { address: site.donationWallet, lamports: 12_500_000_000, readAt: READ_AT },
  },
  '/api/facts/donation-wallet-control': {
    success: true,
    data: { wallet: site.donationWallet, control: { kind: 'one-key' }, readAt: READ_AT },
  },
  '/api/facts/donation-wallet-control/changes': { success: true, data: { changes: [] } },
  '/api/canonical/announcements': { success: true, data: [] },
  '/api/ledger/donation-wallet': {
    success: true,
    data: {
      wallet: site.donationWallet,
      syncedAt: READ_AT,
      months: [],
      unlistedArrivals: 0,
      transactions: [],
      next: null,
    },
  },
};

/** The DEX pair endpoint's answer (real shape, made-up numbers). */
export const DEX_PAIR = {
  schemaVersion: '1.0.0',
  pairs: [{ chainId: 'solana', dexId: 'raydium', priceUsd: '0.00001942', priceChange: { h24: 1.5 } }],
};

/** The advisory whose own page `npm run bench:web -- --news-page` measures (behaviour §14.2). */
export const BENCH_ADVISORY = {
  id: 'bench-advisory',
  title: 'Fake staking sites are not us',
  body:
    'We run no staking and never ask for a seed phrase.\n' +
    'The page https://stake-claim.example/claim takes the wallets connected to it: do not connect one.\n' +
    'Our only site is the one you are reading.',
  kind: 'advisory' as const,
  publishAt: '2026-11-20T08:00:00.000Z',
  impostors: [{ type: 'domain' as const, value: 'stake-claim.example', reason: 'Drains wallets' }],
};
