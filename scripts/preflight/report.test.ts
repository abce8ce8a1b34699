import { describe, expect, it } from 'vitest';
import { blocking, formatTable, hideSecrets, ok } from './report.js';

describe('the preflight table', () => {
  it('blanks a secret URL’s key wherever a provider echoed it, and keeps its host', () => {
    const url = 'https://mainnet.rpc-vendor.io/v1/abcdef0123456789?api-key=0f1e2d3c4b5a6978';
    const text = hideSecrets(
      `mainnet.rpc-vendor.io said: bad key 0f1e2d3c4b5a6978 for /v1/abcdef0123456789`,
      [url],
    );
    expect(text).toBe('mainnet.rpc-vendor.io said: bad key [hidden] for /v1/[hidden]');
  });

  it('blanks a bot token, and shows the fix under its line with the counts', () => {
    const table = formatTable([
      ok('Solana: cluster', 'rpc.example serves mainnet-beta'),
      blocking(
        'Telegram: bot',
        'token 123456:AAbbCCddEEffGGhhIIjj refused',
        'npm run secret:telegram -- <file>',
      ),
    ]);
    expect(hideSecrets(table, ['123456:AAbbCCddEEffGGhhIIjj']).split('\n')).toEqual([
      '  check            outcome   found',
      '  Solana: cluster  ok        rpc.example serves mainnet-beta',
      '  Telegram: bot    BLOCKING  token [hidden] refused',
      '                             fix: npm run secret:telegram -- <file>',
      '',
      '  1 ok, 0 warning, 1 blocking, 0 skipped',
    ]);
  });
});
