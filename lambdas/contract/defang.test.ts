import { describe, expect, it } from 'vitest';
import { defangImpostor, defangImpostorsIn, defangUnofficialIn, defangUrl } from './defang.js';

const IMPOSTORS = [
  { type: 'domain', value: 'vibie-airdrop.xyz' },
  { type: 'domain', value: 'xn--vbie-l9d.xyz' },
  { type: 'handle', value: 'vibie_support' },
] as const;

describe('defanging an impostor (behaviour §14)', () => {
  it('writes domains, handles and addresses so that nothing links them', () => {
    expect(defangImpostor({ type: 'domain', value: 'vibie-airdrop.xyz' })).toBe('vibie-airdrop[.]xyz');
    expect(defangImpostor({ type: 'handle', value: 'vibie_support' })).toBe('[@]vibie_support');
    expect(defangUrl('https://claim.vibie-airdrop.xyz/a.b?x=1')).toBe(
      'hxxps://claim[.]vibie-airdrop[.]xyz/a.b?x=1',
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
