import { describe, expect, it } from 'vitest';
import { explorerTransactionUrl, ledgerAssetNames } from './ledger-format';

describe('the ledger’s explorer links and asset names', () => {
  it('takes the configured transaction page, else the account page with /account/ or /address/ as /tx/', () => {
    expect(
      explorerTransactionUrl({
        explorerAccount: 'https://solscan.io/account/',
        explorerTransaction: 'https://explorer.test/transaction/',
      }),
    ).toBe('https://explorer.test/transaction/');
    expect(explorerTransactionUrl({ explorerAccount: 'https://solscan.io/account/' })).toBe(
      'https://solscan.io/tx/',
    );
    expect(explorerTransactionUrl({ explorerAccount: 'https://solana.fm/address/' })).toBe(
      'https://solana.fm/tx/',
    );
  });

  it('names the token by its ticker and the listed assets by their symbol, the token winning a clash', () => {
    expect(
      ledgerAssetNames({ mintAddress: 'Mint1', ticker: 'VIBIE' }, [
        { mint: 'Usdc1', symbol: 'USDC' },
        { mint: 'Mint1', symbol: 'OTHER' },
      ]),
    ).toEqual({ Usdc1: 'USDC', Mint1: 'VIBIE' });
  });
});
