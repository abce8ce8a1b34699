/**
 * The genesis hashes of Solana's public clusters: what `getGenesisHash` answers on each, so a node
 * can be told apart from another cluster's (`npm run preflight` refuses any but mainnet-beta's).
 */
export const GENESIS = {
  'mainnet-beta': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
} as const;

export type Cluster = keyof typeof GENESIS;
