import { describe, expect, it } from 'vitest';
import {
  defangImpostor,
  defangImpostorsIn,
  defangUnofficialIn,
  defangUrl,
  isOfficialAddress,
} from './defang.js';

const IMPOSTORS = [
  { type: 'domain', value: 'vibie-airdrop.xyz' },
  { type: 'domain', value: 'xn--vbie-l9d.xyz' },
  { type: 'handle', value: 'vibie_support' },
] as const;

describe('defanging an impostor (behaviour §14)', () => {
  it('writes domains, handles and addresses so that nothing links them', () => {
    expect(defangImpostor({ type: 'domain', value: 'vibie-airdrop.xyz' })).toBe('vibie-airdrop[.]xyz');
    expect(defangImpostor({ type: 'handle', value: 'vibie_support' })).toBe('[@]vibie_support');
    expect(defangImpostor({ type: 'handle', value: 'vibie.team' })).toBe('[@]vibie[.]team');
    // The whole address: a host in the query, an @handle in the path would be links of their own.
    expect(defangUrl('https://claim.vibie-airdrop.xyz/@a.b?u=claim-vibie.live')).toBe(
      'hxxps://claim[.]vibie-airdrop[.]xyz/[@]a[.]b?u=claim-vibie[.]live',
    );
  });

  it("defangs the impostors' addresses, hosts and handles in a text, and only theirs", () => {
    const text =
      'Not us: https://vibie-airdrop.xyz, claim.vibie-airdrop.xyz, t.me links https://t.me/vibie_support and @Vibie_Support. ' +
      'Ours: https://vibie.example/official, @vibie_news, team@vibie.example. Look-alike: vіbie.xyz';
    expect(defangImpostorsIn(text, IMPOSTORS)).toBe(
      'Not us: hxxps://vibie-airdrop[.]xyz, claim[.]vibie-airdrop[.]xyz, t.me links hxxps://t[.]me/vibie_support and [@]Vibie_Support. ' +
        'Ours: https://vibie.example/official, @vibie_news, team@vibie.example. Look-alike: vіbie[.]xyz',
    );
  });

  it('leaves a text without impostors as written', () => {
    expect(defangImpostorsIn('See https://a.example', [])).toBe('See https://a.example');
  });
});

describe('defanging what is not on the official list (behaviour §14)', () => {
  const OFFICIAL = {
    links: ['https://vibie.example/', 'https://t.me/vibie', 'https://x.com/vibie'],
    sites: ['vibie.example'],
    handles: ['@vibie'],
  };

  it('leaves the official addresses, site and handle as written and defangs every other', () => {
    const text =
      'Ours: https://vibie.example/official, https://t.me/vibie/12, vibie.example and @Vibie. ' +
      'Not ours: https://vibie-airdrop.xyz/claim, https://x.com/vibie_support, claim.vibie-airdrop.xyz, x.com and @vibie_support.';
    expect(defangUnofficialIn(text, OFFICIAL)).toBe(
      'Ours: https://vibie.example/official, https://t.me/vibie/12, vibie.example and @Vibie. ' +
        'Not ours: hxxps://vibie-airdrop[.]xyz/claim, hxxps://x[.]com/vibie_support, claim[.]vibie-airdrop[.]xyz, x[.]com and [@]vibie_support.',
    );
  });

  it('judges each address of a Markdown masked link on its own', () => {
    expect(defangUnofficialIn('[https://vibie.example/](http://evil.example/claim)', OFFICIAL)).toBe(
      '[https://vibie.example/](hxxp://evil[.]example/claim)',
    );
  });

  it('changes nothing already defanged, nor an e-mail address', () => {
    const text = 'hxxps://vibie-airdrop[.]xyz, [@]vibie_support, team@vibie.example';
    expect(defangUnofficialIn(text, OFFICIAL)).toBe(text);
  });
});

describe('what Telegram would still link (behaviour §14.3)', () => {
  const OFFICIAL = {
    links: ['https://vibie.example/', 'https://x.com/vibie_token', 'https://jup.ag/'],
    sites: ['vibie.example'],
    handles: ['@vibie_token'],
  };
  const IMPOSTOR = { type: 'domain', value: 'vibie.xn--p1ai' } as const;

  it.each([
    ['https://www.tiktok.com/@vibie_fake', 'hxxps://www[.]tiktok[.]com/[@]vibie_fake'],
    ['Our Instagram is not @vibie.team.', 'Our Instagram is not [@]vibie[.]team.'],
    ['Site:vibie-airdrop.xyz', 'Site:vibie-airdrop[.]xyz'],
    ['偽サイト:vibie-airdrop.xyz', '偽サイト:vibie-airdrop[.]xyz'],
    ['IDN vibie.xn--p1ai and vibie.рф', 'IDN vibie[.]xn--p1ai and vibie[.]рф'],
    ['https://bit.ly/abc?u=claim-vibie.live', 'hxxps://bit[.]ly/abc?u=claim-vibie[.]live'],
    ['_https://vibie-airdrop.xyz/claim_', '_hxxps://vibie-airdrop[.]xyz/claim_'],
    ['xhttps://vibie-airdrop.xyz', 'xhxxps://vibie-airdrop[.]xyz'],
    ['support@vibie-airdrop.xyz', 'support[@]vibie-airdrop[.]xyz'],
    [
      'see https://jup.ag/swap/SOL-FAKEmint1111111111111111111111111111',
      'see hxxps://jup[.]ag/swap/SOL-FAKEmint1111111111111111111111111111',
    ],
  ])('defangs %s', (text, defanged) => {
    expect(defangUnofficialIn(text, OFFICIAL)).toBe(defanged);
  });

  it('finds a listed impostor in its stored punycode form and in the script it is written in', () => {
    expect(defangImpostorsIn('Fake: vibie.xn--p1ai, vibie.рф, https://vibie.рф/claim', [IMPOSTOR])).toBe(
      'Fake: vibie[.]xn--p1ai, vibie[.]рф, hxxps://vibie[.]рф/claim',
    );
  });

  it('defangs an address that names an impostor mint, and a handle in a profile path', () => {
    const mint = 'FAKEmint1111111111111111111111111111';
    expect(
      defangImpostorsIn(`https://jup.ag/swap/SOL-${mint} and https://www.tiktok.com/@vibie_fake`, [
        { type: 'mint', value: mint },
        { type: 'handle', value: 'vibie_fake' },
      ]),
    ).toBe(`hxxps://jup[.]ag/swap/SOL-${mint} and hxxps://www[.]tiktok[.]com/[@]vibie_fake`);
  });
});

describe('official means the exact page (behaviour §14.3)', () => {
  const MINT = 'HWpVVSvjqzVLYuEp8qZ41SkNMAvZ8nhjDzpvvwVVESGd';
  const OTHER = 'FAKEmint1111111111111111111111111111';

  it('counts under a shared host only the configured path and the pages under a path', () => {
    const official = { links: ['https://jup.ag/', 'https://x.com/vibie'], mint: MINT };
    expect(isOfficialAddress('https://jup.ag/', official)).toBe(true);
    expect(isOfficialAddress(`https://jup.ag/swap/SOL-${MINT}`, official)).toBe(false);
    expect(isOfficialAddress('https://x.com/vibie/status/1', official)).toBe(true);
    expect(isOfficialAddress('https://x.com/vibie_support', official)).toBe(false);
  });

  it("keeps a trading link for the site's own mint where the configured buy link allows it, never for another", () => {
    const official = { links: [`https://jup.ag/swap/SOL-${MINT}`], mint: MINT };
    expect(isOfficialAddress(`https://jup.ag/swap/SOL-${MINT}`, official)).toBe(true);
    expect(isOfficialAddress(`https://jup.ag/swap/SOL-${OTHER}`, official)).toBe(false);
    expect(isOfficialAddress(`https://jup.ag/swap/SOL-${MINT}?outputMint=${OTHER}`, official)).toBe(false);
  });

  it("counts every page of the project's own site, unless it names another mint", () => {
    const official = { links: [], sites: ['vibie.example'], mint: MINT };
    expect(isOfficialAddress('https://vibie.example/news/abc', official)).toBe(true);
    expect(isOfficialAddress('https://docs.vibie.example/', official)).toBe(true);
    expect(isOfficialAddress(`https://vibie.example/?mint=${OTHER}`, official)).toBe(false);
    expect(isOfficialAddress('https://vibie.example.evil.xyz/', official)).toBe(false);
  });
});
