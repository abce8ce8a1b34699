import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { newRequestReference } from './request-reference';
import { transferRequestUrl } from './transfer-request';

const WALLET = 'ASt81qRsq7Z3cCRnfEU7cNkiGLfd9Hi5vcNC6Avut7od';
const GOAL_REFERENCE = '7f2kDxmbkxbEFtDfuDHTzpD4vdukYLWnRNbG7gbC1wD7';
const REQUEST_REFERENCE = 'Hn1vUN8G2vYXUMUM7ABjZ4mbqB3sVK5NdFeUZbKNHPRj';

/** The request read back as the spec's decoder reads it: a URL parser, then field by field. */
function parse(url: string) {
  const parsed = new URL(url);
  return {
    protocol: parsed.protocol,
    recipient: parsed.pathname,
    amount: parsed.searchParams.getAll('amount'),
    references: parsed.searchParams.getAll('reference'),
    label: parsed.searchParams.get('label'),
    message: parsed.searchParams.get('message'),
    query: parsed.search,
  };
}

describe('the solana: transfer request', () => {
  it.each([
    ['0.1', [GOAL_REFERENCE, REQUEST_REFERENCE]],
    ['0.5', [GOAL_REFERENCE, REQUEST_REFERENCE]],
    ['12.000000001', [REQUEST_REFERENCE]],
  ])('carries the wallet, the amount %s and the references in order', (amount, references) => {
    const url = transferRequestUrl({
      recipient: WALLET,
      amount,
      references,
      label: 'Vibie community',
      message: 'For the listing: thank you!',
    });
    expect(parse(url)).toEqual({
      protocol: 'solana:',
      recipient: WALLET,
      amount: [amount],
      references,
      label: 'Vibie community',
      message: 'For the listing: thank you!',
      query: expect.stringContaining('&message=For%20the%20listing%3A%20thank%20you!'),
    });
    expect(url.startsWith(`solana:${WALLET}?amount=${amount}&reference=${references[0]}`)).toBe(true);
    expect(url).not.toContain('+');
  });

  it('writes spaces and non-Latin text as percent-encoded UTF-8, never as +', () => {
    const url = transferRequestUrl({
      recipient: WALLET,
      amount: '1',
      references: [],
      label: 'مجتمع فيبي',
      message: '为下一次上市捐款',
    });
    expect(url).toBe(
      `solana:${WALLET}?amount=1&label=${encodeURIComponent('مجتمع فيبي')}&message=${encodeURIComponent('为下一次上市捐款')}`,
    );
    expect(parse(url).label).toBe('مجتمع فيبي');
    expect(parse(url).message).toBe('为下一次上市捐款');
  });

  it('leaves the amount out when the donor chooses it in the wallet', () => {
    expect(transferRequestUrl({ recipient: WALLET, references: [REQUEST_REFERENCE] })).toBe(
      `solana:${WALLET}?reference=${REQUEST_REFERENCE}`,
    );
    expect(transferRequestUrl({ recipient: WALLET, references: [] })).toBe(`solana:${WALLET}`);
  });
});

describe('a request reference', () => {
  it('is 32 random bytes in base58, new each time', () => {
    const first = newRequestReference();
    const second = newRequestReference();
    expect(bs58.decode(first)).toHaveLength(32);
    expect(bs58.decode(second)).toHaveLength(32);
    expect(first).not.toBe(second);
  });
});
