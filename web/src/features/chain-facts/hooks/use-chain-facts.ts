import type { ControlChanges, TokenFacts, WalletControlFacts, WalletFacts } from '@contract';
import type { ChainRead } from '../../../lib/chain-read';
import { useBackgroundState } from '../../../lib/use-background-state';
import { useVisibleInterval } from '../../../lib/use-visible-interval';
import { getControlChanges, getTokenFacts, getWalletControl, getWalletFacts } from '../api/get-chain-facts';

/** The facts routes are cached at the CDN for about a minute: asking more often gains nothing. */
export const CHAIN_FACTS_REFRESH_MS = 60_000;

function keepLastRead<T>(previous: ChainRead<T>): ChainRead<T> {
  return previous.status === 'ready' ? previous : { status: 'unavailable' };
}

/**
 * Reads one facts route at once and then every minute. A failed first read shows as unavailable
 * (nothing is filled in); a failed refresh keeps the last read, which is shown with its age.
 */
function useChainRead<T>(read: () => Promise<T>): ChainRead<T> {
  const [fact, setFact] = useBackgroundState<ChainRead<T>>({ status: 'loading' });
  useVisibleInterval(() => {
    read().then(
      (data) => setFact({ status: 'ready', data }),
      () => setFact(keepLastRead),
    );
  }, CHAIN_FACTS_REFRESH_MS);
  return fact;
}

/**
 * What the chain says about the token (tokenomics) and, apart, about the donation wallet (the
 * donations section): each section reads its own, so each can hydrate on its own (ADR 24).
 */
export const useTokenFacts = (): ChainRead<TokenFacts> => useChainRead(getTokenFacts);
export const useWalletFacts = (): ChainRead<WalletFacts> => useChainRead(getWalletFacts);
/** Who controls the donation wallet (behaviour §2.8): read like the balance, every minute. */
export const useWalletControl = (): ChainRead<WalletControlFacts> => useChainRead(getWalletControl);
/** The changes of those rules noticed in the last 30 days (behaviour §2.8). */
export const useControlChanges = (): ChainRead<ControlChanges> => useChainRead(getControlChanges);
