import type { WalletControl, WalletControlFacts } from '@contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import arabic from '../../../locales/ar.json';
import spanish from '../../../locales/es.json';
import japanese from '../../../locales/ja.json';
import russian from '../../../locales/ru.json';
import { WalletControlFactsPart } from './wallet-control';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const ALICE = 'A1iceA1iceA1iceA1iceA1iceA1iceA1iceA1iceA1ic';
const BOB = 'BobBobBobBobBobBobBobBobBobBobBobBobBobBobBo';
const SPENDER = 'SpenderSpenderSpenderSpenderSpenderSpenderSp';
const explorer = 'https://explorer.example/account/';
const MINT = 'MintMintMintMintMintMintMintMintMintMintMint';

const facts = (control: WalletControl, wallet = WALLET): { status: 'ready'; data: WalletControlFacts } => ({
  status: 'ready',
  data: { wallet, control, readAt: new Date(Date.now() - 5_000).toISOString() },
});

const vault = (over: Partial<Extract<WalletControl, { kind: 'squads-v4' }>> = {}): WalletControl => ({
  kind: 'squads-v4',
  multisig: MINT,
  vaultIndex: 0,
  threshold: 2,
  voters: 2,
  members: [
    { address: ALICE, initiate: true, vote: true, execute: true },
    { address: BOB, initiate: true, vote: true, execute: false },
    { address: SPENDER, initiate: false, vote: false, execute: true },
  ],
  timeLockSeconds: 0,
  configAuthority: null,
  spendingLimits: [],
  ...over,
});

const text = () => screen.getByTestId('wallet-control').textContent ?? '';

describe('WalletControlFactsPart', () => {
  it('says one key controls a plain wallet, with the age of the read', () => {
    render(<WalletControlFactsPart wallet={WALLET} control={facts({ kind: 'one-key' })} />);
    expect(text()).toContain('One key controls these funds');
    expect(text()).toContain('Verified on chain just now.');
  });

  it('says for how many minutes the chain has not been read when the server says so', () => {
    const read = facts({ kind: 'one-key' });
    render(
      <WalletControlFactsPart
        wallet={WALLET}
        control={{ ...read, data: { ...read.data, notReadForMinutes: 16 } }}
      />,
    );
    expect(screen.getByTestId('not-read').textContent).toBe(
      '⚠ Not read from the chain for 16 minutes: what is shown may be out of date.',
    );
    expect(text()).toContain('One key controls these funds');
  });

  it('shows the threshold of voters, each member linked with what it may do, and a name as a claim', () => {
    render(
      <WalletControlFactsPart
        wallet={WALLET}
        control={facts(vault({ timeLockSeconds: 172_800 }))}
        explorerAccountUrl={explorer}
        memberNames={{ [ALICE]: 'Alice' }}
      />,
    );
    expect(screen.getByTestId('control-threshold').textContent).toBe(
      '2 of 2 members must approve each transfer. Approved transfers wait 2 days before they can run.',
    );
    const members = screen.getByTestId('control-members').querySelectorAll('li');
    expect(members[0]?.textContent).toBe(
      `${ALICE} “Alice”, named by the operator · proposes, approves, and executes`,
    );
    expect(members[2]?.textContent).toBe(`${SPENDER} · executes and does not vote`);
    expect(screen.getByRole('link', { name: ALICE }).getAttribute('href')).toBe(`${explorer}${ALICE}`);
    expect(screen.queryByTestId('control-authority')).toBeNull();
  });

  it('warns of a config authority and of each spending limit', () => {
    render(
      <WalletControlFactsPart
        wallet={WALLET}
        token={{ mint: MINT, ticker: 'VIBIE', decimals: 6 }}
        control={facts(
          vault({
            configAuthority: BOB,
            spendingLimits: [
              {
                address: ALICE,
                mint: null,
                amount: '5000000000',
                remainingAmount: '0',
                period: 'day',
                members: [SPENDER],
                destinations: [],
              },
              {
                address: BOB,
                mint: MINT,
                amount: '2500000',
                remainingAmount: '0',
                period: 'one-time',
                members: [SPENDER, ALICE],
                destinations: [],
              },
            ],
          }),
        )}
      />,
    );
    expect(screen.getByTestId('control-authority').textContent).toBe(
      `Warning: one key can change the members and the threshold alone: ${BOB}.`,
    );
    const limits = screen.getAllByTestId('control-limit').map((limit) => limit.textContent);
    expect(limits).toEqual([
      `Warning: without a vote, the key ${SPENDER} can move up to 5 SOL a day.`,
      `Warning: without a vote, the keys ${SPENDER} and ${ALICE} can move up to 2.5 VIBIE once.`,
    ]);
  });

  it('says plainly when the named multisig does not control the wallet, and shows none of its rules', () => {
    render(
      <WalletControlFactsPart
        wallet={WALLET}
        control={facts({ kind: 'not-the-wallet', multisig: MINT, vault: BOB })}
      />,
    );
    expect(text()).toContain(`does not control this wallet: its vault is ${BOB}.`);
    expect(screen.queryByTestId('control-members')).toBeNull();
  });

  it.each([
    [
      { kind: 'unknown', reason: 'other-program', owner: BOB } as const,
      `belongs to another program (${BOB})`,
    ],
    [{ kind: 'unknown', reason: 'not-a-multisig' } as const, 'is not a Squads multisig'],
    [{ kind: 'unknown', reason: 'malformed' } as const, 'cannot be read: it is cut short or inconsistent'],
    [{ kind: 'unknown', reason: 'program-address' } as const, 'A program controls this address'],
  ])('says plainly what it found: %o', (control, said) => {
    render(<WalletControlFactsPart wallet={WALLET} control={facts(control)} />);
    expect(text()).toContain(said);
    expect(text()).not.toContain('One key');
  });

  it('says it cannot check, rather than guess, when unavailable or about another wallet', () => {
    const { rerender } = render(
      <WalletControlFactsPart wallet={WALLET} control={{ status: 'unavailable' }} />,
    );
    expect(text()).toContain('cannot be checked right now');
    rerender(<WalletControlFactsPart wallet={WALLET} control={facts({ kind: 'one-key' }, BOB)} />);
    expect(text()).toContain('cannot be checked right now');
    expect(text()).not.toContain('One key');
  });
});

describe('WalletControlFactsPart: counts inside their messages (ADR 31)', () => {
  const threshold = (threshold: number, voters: number) => {
    const { unmount } = render(
      <WalletControlFactsPart wallet={WALLET} control={facts(vault({ threshold, voters }))} />,
    );
    const said = screen.getByTestId('control-threshold').querySelector('strong')?.textContent;
    unmount();
    return said;
  };

  it('counts the members who must approve in English, Russian and Spanish', () => {
    expect(threshold(1, 1)).toBe('1 of 1 member must approve each transfer.');
    setCatalog('ru', russian);
    expect(threshold(1, 1)).toBe('Каждый перевод требует одобрения 1 из 1 участника.');
    expect(threshold(2, 21)).toBe('Каждый перевод требует одобрения 2 из 21 участника.');
    expect(threshold(3, 5)).toBe('Каждый перевод требует одобрения 3 из 5 участников.');
    setCatalog('es', spanish);
    expect(threshold(1, 2)).toBe('1 de 2 miembros debe aprobar cada transferencia.');
  });

  it("agrees the spending limit's verb with its keys, and groups raw units", () => {
    setCatalog('es', spanish);
    render(
      <WalletControlFactsPart
        wallet={WALLET}
        control={facts(
          vault({
            spendingLimits: [
              {
                address: BOB,
                mint: MINT,
                amount: '1000000',
                remainingAmount: '0',
                period: 'day',
                members: [SPENDER, ALICE],
                destinations: [],
              },
            ],
          }),
        )}
      />,
    );
    expect(screen.getByTestId('control-limit').textContent).toBe(
      `Atención: sin votación, las claves ${SPENDER} y ${ALICE} pueden mover hasta 1.000.000 unidades del token Mint…Mint al día.`,
    );
  });
});

describe('WalletControlFactsPart: changes of the rules', () => {
  it('shows each change of the last 30 days with what changed and its transaction', () => {
    const signature = '5'.repeat(88);
    render(
      <WalletControlFactsPart
        wallet={WALLET}
        explorerAccountUrl={explorer}
        control={facts(vault())}
        changes={{
          status: 'ready',
          data: {
            changes: [
              {
                at: '2026-11-20T10:00:00.000Z',
                signature,
                changes: [
                  { field: 'threshold', before: '3/5', after: '2/5' },
                  { field: 'configAuthority', before: 'none', after: BOB },
                ],
              },
            ],
          },
        }}
      />,
    );
    const notice = screen.getByTestId('control-changed');
    expect(notice.textContent).toContain("The marketing wallet's rules changed on Nov 20, 2026");
    expect(notice.textContent).toContain(
      `approvals needed: 3 of 5 → 2 of 5 and key that can change the rules alone: nobody → ${BOB}.`,
    );
    expect(screen.getByRole('link', { name: 'View the transaction' }).getAttribute('href')).toBe(
      `https://explorer.example/tx/${signature}`,
    );
  });

  it.each([
    [
      'en',
      undefined,
      'kind of wallet: Squads multisig → one key, approvals needed: 2 of 3 → no vote, and waiting time after approval: 1 day → no waiting.',
    ],
    [
      'ru',
      russian,
      'тип кошелька: мультисиг Squads → один ключ, нужно одобрений: 2 из 3 → без голосования и ожидание после одобрения: 1 день → без ожидания.',
    ],
    [
      'ja',
      japanese,
      'ウォレットの種類：Squads のマルチシグ → 1つの鍵、必要な承認数：3人中2人 → 投票なし、承認後の待機時間：1日 → 待機なし。トランザクションを見る',
    ],
    [
      'ar',
      arabic,
      'نوع المحفظة: محفظة Squads متعددة التوقيع ← مفتاح واحد والموافقات المطلوبة: 2 من 3 ← دون تصويت ومدة الانتظار بعد الموافقة: يوم واحد ← دون انتظار.',
    ],
  ] as const)(
    'names a change of kind and of timelock in words in %s, joined the language’s way',
    (locale, catalog, words) => {
      if (catalog) setCatalog(locale, catalog);
      render(
        <WalletControlFactsPart
          wallet={WALLET}
          explorerAccountUrl={explorer}
          control={facts({ kind: 'one-key' })}
          changes={{
            status: 'ready',
            data: {
              changes: [
                {
                  at: '2026-11-20T14:05:00.000Z',
                  signature: '5'.repeat(88),
                  changes: [
                    { field: 'kind', before: 'squads-v4', after: 'one-key' },
                    { field: 'threshold', before: '2/3', after: 'none' },
                    { field: 'timeLock', before: '86400', after: 'none' },
                  ],
                },
              ],
            },
          }}
        />,
      );
      expect(screen.getByTestId('control-changed').textContent).toContain(words);
    },
  );

  it('shows no notice when nothing changed or the changes cannot be read', () => {
    const { rerender } = render(
      <WalletControlFactsPart
        wallet={WALLET}
        control={facts(vault())}
        changes={{ status: 'ready', data: { changes: [] } }}
      />,
    );
    expect(screen.queryByTestId('control-changed')).toBeNull();
    rerender(
      <WalletControlFactsPart wallet={WALLET} control={facts(vault())} changes={{ status: 'unavailable' }} />,
    );
    expect(screen.queryByTestId('control-changed')).toBeNull();
  });
});
