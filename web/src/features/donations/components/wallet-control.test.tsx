import type { ControlChange, WalletControl, WalletControlFacts } from '@contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import { LOCALES } from '../../../lib/i18n/locales';
import spanish from '../../../locales/es.json';
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

  it('says the rules were read from one provider only, not verified on chain, while the second has not confirmed them', () => {
    const read = facts({ kind: 'one-key' });
    const { rerender } = render(
      <WalletControlFactsPart
        wallet={WALLET}
        control={{ ...read, data: { ...read.data, oneProvider: true } }}
      />,
    );
    expect(screen.getByTestId('one-provider').textContent).toBe(
      '⚠ Read from one provider only: not yet confirmed by a second.',
    );
    expect(text()).toContain('One key controls these funds');
    expect(text()).not.toContain('Verified on chain');
    rerender(<WalletControlFactsPart wallet={WALLET} control={read} />);
    expect(screen.queryByTestId('one-provider')).toBeNull();
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
    expect(notice.querySelector('p')?.textContent).toBe(
      "The marketing wallet's rules changed on 20 Nov 2026 at 10:00:",
    );
    expect(items(notice)).toEqual([
      'approvals needed: 3 of 5 → 2 of 5',
      `key that can change the rules alone: nobody → ${BOB}`,
    ]);
    expect(screen.getByRole('link', { name: 'View the transaction' }).getAttribute('href')).toBe(
      `https://explorer.example/tx/${signature}`,
    );
  });

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

/** The text of each item of a notice's list. */
const items = (notice: HTMLElement) =>
  [...notice.querySelectorAll('li')].map((item) => item.textContent ?? '');

const CAROL = 'Caro1Caro1Caro1Caro1Caro1Caro1Caro1Caro1Caro';

/**
 * The three changes a donor must read right (behaviour §2.8): the multisig becoming one key, with the
 * "0" timelock a Squads vault without one stores; a member replaced by another, as recorded now and as
 * recorded before members were named; a threshold raised.
 */
const CHANGES: ControlChange[] = [
  {
    at: '2026-11-20T14:05:00.000Z',
    signature: '5'.repeat(88),
    changes: [
      { field: 'kind', before: 'squads-v4', after: 'one-key' },
      { field: 'threshold', before: '2/3', after: 'none' },
      { field: 'members', before: '3', after: '0', joined: [], left: [ALICE, BOB, SPENDER], changed: [] },
      { field: 'timeLock', before: '0', after: 'none' },
    ],
  },
  {
    at: '2026-11-19T09:30:00.000Z',
    signature: null,
    changes: [{ field: 'members', before: '3', after: '3', joined: [CAROL], left: [BOB], changed: [] }],
  },
  {
    at: '2026-11-18T08:00:00.000Z',
    signature: null,
    changes: [{ field: 'members', before: '3', after: '3' }],
  },
  {
    at: '2026-11-17T08:00:00.000Z',
    signature: null,
    changes: [{ field: 'threshold', before: '2/3', after: '3/3' }],
  },
];

const catalogs = import.meta.glob<Record<string, string>>('../../../locales/*.json', {
  eager: true,
  import: 'default',
});

describe('the rules-changed notice in every language', () => {
  it.each(LOCALES)('%s: says what changed, one item a change, no side the same as the other', (locale) => {
    setCatalog(locale, catalogs[`../../../locales/${locale}.json`] as Record<string, string>);
    render(
      <WalletControlFactsPart
        wallet={WALLET}
        explorerAccountUrl={explorer}
        control={facts({ kind: 'one-key' })}
        changes={{ status: 'ready', data: { changes: CHANGES } }}
      />,
    );
    const notices = screen.getAllByTestId('control-changed');
    const [oneKey = [], replaced = [], recorded = [], threshold = []] = notices.map(items);
    // Kind, approvals, members, who left: no "no waiting → no waiting".
    expect(oneKey).toHaveLength(4);
    // Who joined and who left, not "3 members → 3 members".
    expect(replaced).toHaveLength(2);
    expect(recorded).toHaveLength(1);
    expect(threshold).toHaveLength(1);
    for (const item of notices.flatMap(items)) {
      const [left = '', right] = item.split(/ [→←] /);
      if (right === undefined) continue;
      expect(left.split(/[:：] ?/).pop(), `${locale}: ${item}`).not.toBe(right);
    }
    // Shortened, each linked to its explorer page.
    expect(replaced[0]).toContain('Caro…Caro');
    expect(replaced[1]).toContain('BobB…obBo');
    const carol = screen.getByRole('link', { name: 'Caro…Caro' });
    expect(carol.getAttribute('href')).toBe(`${explorer}${CAROL}`);
    expect(carol.getAttribute('title')).toBe(CAROL);
    // The list's own joining words never join two changes: each is its item.
    expect(oneKey[3]).toMatch(/A1ic…A1ic.*BobB…obBo.*Spen…erSp/);
  });

  it('reads in English as a donor would', () => {
    render(
      <WalletControlFactsPart
        wallet={WALLET}
        explorerAccountUrl={explorer}
        control={facts({ kind: 'one-key' })}
        changes={{ status: 'ready', data: { changes: CHANGES } }}
      />,
    );
    expect(screen.getAllByTestId('control-changed').map(items)).toEqual([
      [
        'kind of wallet: Squads multisig → one key',
        'approvals needed: 2 of 3 → no vote',
        'members: 3 members → no members',
        'members removed: A1ic…A1ic, BobB…obBo, and Spen…erSp',
      ],
      ['member added: Caro…Caro', 'member removed: BobB…obBo'],
      ['members: not the same ones, still 3 members'],
      ['approvals needed: 2 of 3 → 3 of 3'],
    ]);
  });

  it.each([
    ['vi', 'Quy tắc của ví marketing đã thay đổi lúc 14:05 ngày 20 thg 11, 2026:'],
    ['zh-cn', '营销钱包的规则于 2026年11月20日 14:05 发生变更：'],
    ['ar', 'تغيّرت قواعد محفظة التسويق في 20 نوفمبر 2026 الساعة 14:05:'],
  ] as const)('%s: puts the day and the time in its own order', (locale, sentence) => {
    setCatalog(locale, catalogs[`../../../locales/${locale}.json`] as Record<string, string>);
    render(
      <WalletControlFactsPart
        wallet={WALLET}
        control={facts({ kind: 'one-key' })}
        changes={{ status: 'ready', data: { changes: CHANGES.slice(0, 1) } }}
      />,
    );
    expect(screen.getByTestId('control-changed').querySelector('p')?.textContent).toBe(sentence);
  });

  it('spaces Latin addresses from the joining word in Chinese', () => {
    setCatalog('zh-cn', catalogs['../../../locales/zh-cn.json'] as Record<string, string>);
    render(
      <WalletControlFactsPart
        wallet={WALLET}
        explorerAccountUrl={explorer}
        control={facts({ kind: 'one-key' })}
        changes={{ status: 'ready', data: { changes: CHANGES.slice(0, 1) } }}
      />,
    );
    expect(items(screen.getByTestId('control-changed'))[3]).toBe(
      '移除的成员：A1ic…A1ic、BobB…obBo 和 Spen…erSp',
    );
  });
});
