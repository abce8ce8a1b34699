import type { TokenFacts, WalletFacts } from '@contract';
import type { ChainRead } from '../../../lib/chain-read';
import { useBackgroundState } from '../../../lib/use-background-state';
import { useVisibleInterval } from '../../../lib/use-visible-interval';
import { getTokenFacts, getWalletFacts } from '../api/get-chain-facts';

/** The facts routes are cached at the CDN for about a minute: asking more often gains nothing. */
export const CHAIN_FACTS_REFRESH_MS = 60_000;

/** What the chain says about the token and the donation wallet, refreshed while the page is visible. */
export interface ChainFacts {
  token: ChainRead<TokenFacts>;
  wallet: ChainRead<WalletFacts>;
}

function keepLastRead<T>(previous: ChainRead<T>): ChainRead<T> {
  return previous.status === 'ready' ? previous : { status: 'unavailable' };
}

/**
 * Reads both facts routes at once and then every minute. A failed first read shows as
 * unavailable (nothing is filled in); a failed refresh keeps the last read, which is shown with
 * its age.
 */
export function useChainFacts(): ChainFacts {
  const [token, setToken] = useBackgroundState<ChainRead<TokenFacts>>({ status: 'loading' });
  const [wallet, setWallet] = useBackgroundState<ChainRead<WalletFacts>>({ status: 'loading' });
  useVisibleInterval(() => {
    getTokenFacts().then(
      (data) => setToken({ status: 'ready', data }),
      () => setToken(keepLastRead),
    );
    getWalletFacts().then(
      (data) => setWallet({ status: 'ready', data }),
      () => setWallet(keepLastRead),
    );
  }, CHAIN_FACTS_REFRESH_MS);
  return { token, wallet };
}
