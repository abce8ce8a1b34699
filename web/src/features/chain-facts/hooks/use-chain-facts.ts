import type { ControlChanges, TokenFacts, WalletControlFacts, WalletFacts } from '@contract';
import type { ChainRead } from '../../../lib/chain-read';
import { useChainRead } from '../../../lib/use-chain-read';
import { getControlChanges, getTokenFacts, getWalletControl, getWalletFacts } from '../api/get-chain-facts';

export { CHAIN_FACTS_REFRESH_MS } from '../../../lib/use-chain-read';

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
