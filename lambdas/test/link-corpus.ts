// What a chat client, a feed reader or a browser would link in an announcement (behaviour §14.3): the
// forms the chats' entity rules find (an @handle in a path, a dotted handle, a host after a colon or in
// a query, a punycode TLD, a scheme after a word character, an e-mail address), and trading links for
// the site's own mint and for another. The tests send it through each place an announcement is shown.

/** The token's mint in these tests. */
export const OUR_MINT = 'HWpVVSvjqzVLYuEp8qZ41SkNMAvZ8nhjDzpvvwVVESGd';
/** An impostor's mint. */
export const IMPOSTOR_MINT = 'FAKEmintVibie1111111111111111111111111111';
/** The site. */
export const SITE = 'https://vibie.example';

/** The official list as the operator configuration makes it (`officialList` in web/src/config/official-list.ts). */
export const OFFICIAL = {
  links: [
    `${SITE}/`,
    'https://x.com/vibie_token',
    'https://t.me/vibie_news',
    'https://jup.ag/',
    `https://jup.ag/swap/SOL-${OUR_MINT}`,
  ],
  sites: ['vibie.example'],
  mint: OUR_MINT,
  handles: ['@vibie_token', '@vibie_news'],
  telegramHandles: ['@vibie_news'],
};

/** One line each. */
export const LINK_CORPUS = [
  'Fake TikTok https://www.tiktok.com/@vibie_fake',
  'Our Instagram is not @vibie.team.',
  'Not ours: [@]vibie.team',
  'Site:vibie-airdrop.xyz',
  '偽サイト:vibie-airdrop.xyz',
  'IDN vibie.xn--p1ai and vibie.рф',
  'Short link https://bit.ly/abc?u=claim-vibie.live',
  '_https://vibie-airdrop.xyz/claim_',
  'xhttps://vibie-airdrop.xyz/claim',
  'Write to support@vibie-airdrop.xyz',
  'Claim at claim.vibie-airdrop.xyz/connect?wallet=1',
  `Do not buy it: https://jup.ag/swap/SOL-${IMPOSTOR_MINT}`,
  `Buy ours: https://jup.ag/swap/SOL-${OUR_MINT}`,
  'Follow us on X: @vibie_token, news on Telegram: @vibie_news',
  'Masked [https://vibie.example/](http://evil.example/claim)',
  'Our site https://vibie.example/news/x and vibie.example, https://x.com/vibie_token/status/1',
  'An IP http://192.168.0.1/admin and 10.0.0.1',
  'Email team@vibie.example',
];

/** An advisory that carries it all, its impostors listed. */
export const CORPUS_ADVISORY = {
  title: 'Fake site vibie.xn--p1ai and @vibie.team',
  body: LINK_CORPUS.join('\n'),
  kind: 'advisory',
  impostors: [
    { type: 'domain', value: 'vibie.xn--p1ai', reason: 'A copy of this site at vibie-airdrop.xyz' },
    { type: 'handle', value: 'vibie.team', reason: 'Not us' },
    { type: 'mint', value: IMPOSTOR_MINT, reason: 'A copy of the token' },
  ],
};
