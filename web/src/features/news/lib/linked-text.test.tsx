import { isOfficialAddress } from '@contract/defang';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPOSTOR_MINT, LINK_CORPUS, OFFICIAL, OUR_MINT } from '../../../../../lambdas/test/link-corpus';
import { LinkedText } from './linked-text';

// behaviour §14.3: the news section links only what is official, whatever form a link is written in.
function renderCorpus() {
  const { container } = render(
    <div>
      {LINK_CORPUS.map((line) => (
        <p key={line}>
          <LinkedText text={line} official={OFFICIAL} />
        </p>
      ))}
    </div>,
  );
  return { container, hrefs: [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '') };
}

describe('LinkedText over the link corpus', () => {
  it('makes no link that is not official', () => {
    const { hrefs } = renderCorpus();
    expect(hrefs.filter((href) => !isOfficialAddress(href, OFFICIAL))).toEqual([]);
    expect(hrefs).toEqual(
      expect.arrayContaining([`https://jup.ag/swap/SOL-${OUR_MINT}`, 'https://x.com/vibie_token/status/1']),
    );
  });

  it('shows a trading link for another mint defanged, as text', () => {
    const { container, hrefs } = renderCorpus();
    expect(hrefs.some((href) => href.includes(IMPOSTOR_MINT))).toBe(false);
    expect(container.textContent).toContain(`hxxps://jup[.]ag/swap/SOL-${IMPOSTOR_MINT}`);
    expect(container.textContent).toContain('Site:vibie-airdrop[.]xyz');
  });
});
