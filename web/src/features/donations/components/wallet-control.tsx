import type {
  ControlChange,
  ControlChangeItem,
  ControlChanges,
  ControlMember,
  SpendingLimitFacts,
  WalletControl,
  WalletControlFacts,
} from '@contract';
import type { ReactNode } from 'react';
import { NotReadNotice } from '../../../components/ui/not-read-notice';
import { OneProviderNotice } from '../../../components/ui/one-provider-notice';
import { type ChainRead, formatAge, formatSol } from '../../../lib/chain-read';
import { formatDay } from '../../../lib/format-date';
import { formatDate, formatInstant, formatList, formatListRich } from '../../../lib/i18n/format';
import { formatNumber, type MessageKey, sentenceGap, t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import { shortAddress } from '../../../lib/token-amount';

/** The site's own token, to show a spending limit on it in whole tokens. */
export interface ControlToken {
  mint: string;
  ticker: string;
  decimals: number;
}

export interface WalletControlProps {
  /** The donation wallet the page shows: an answer about another address is not shown. */
  wallet: string;
  control: ChainRead<WalletControlFacts>;
  /** Explorer page of an account, the address appended. */
  explorerAccountUrl?: string;
  /** Names the operator gives members, by address: claims, shown as such. */
  memberNames?: Readonly<Record<string, string>>;
  token?: ControlToken;
  /** The changes of the rules noticed in the last 30 days; none shown until read. */
  changes?: ChainRead<ControlChanges>;
}

const FIELD_KEYS: Record<ControlChangeItem['field'], MessageKey> = {
  kind: 'control.fieldKind',
  threshold: 'control.fieldThreshold',
  members: 'control.fieldMembers',
  timeLock: 'control.fieldTimeLock',
  configAuthority: 'control.fieldConfigAuthority',
  spendingLimits: 'control.fieldSpendingLimits',
};

/** The unit a timelock is told in, as the rules' sentence tells it ("1 day", "3 hours", "10 minutes"). */
function timeLockUnit(seconds: number): { unit: 'day' | 'hour' | 'minute'; n: number } {
  if (seconds % 86_400 === 0) return { unit: 'day', n: seconds / 86_400 };
  if (seconds >= 3600) return { unit: 'hour', n: Math.ceil(seconds / 3600) };
  return { unit: 'minute', n: Math.ceil(seconds / 60) };
}

/**
 * One side of a change in the visitor's words (behaviour §2.8): a kind by name, a threshold as
 * "2 of 3", counts and the timelock as plurals, an address as itself, and "none" in each field's
 * own words, so that gendered languages agree with the field. The chain's codes never show.
 */
function changeValue(field: ControlChangeItem['field'], value: string): string {
  const none = value === 'none';
  switch (field) {
    case 'kind':
      return t('control.kindValue', { kind: value.startsWith('unknown:') ? 'unknown' : value });
    case 'threshold': {
      const [threshold = '', voters = ''] = value.split('/');
      return none
        ? t('control.approvalsNone')
        : t('control.approvals', { threshold: Number(threshold), voters: Number(voters) });
    }
    case 'members':
      return t('control.membersValue', { n: none ? 0 : Number(value) });
    case 'timeLock': {
      // A timelock of no seconds is no timelock, whichever way it was stored.
      const seconds = none ? 0 : Number(value);
      return t('control.wait', seconds === 0 ? { unit: 'none', n: 0 } : timeLockUnit(seconds));
    }
    case 'configAuthority':
      return none ? t('control.configAuthorityNone') : value;
    case 'spendingLimits':
      return t('control.spendingLimitsValue', { n: none ? 0 : Number(value) });
  }
}

/** A side as shown: an address left to right in any language, anything else as words. */
function changeSide(field: ControlChangeItem['field'], value: string): ReactNode {
  const text = changeValue(field, value);
  return field === 'configAuthority' && value !== 'none' ? (
    <code className="address-inline">{text}</code>
  ) : (
    text
  );
}

const MEMBER_KEYS = {
  joined: 'control.membersJoined',
  left: 'control.membersLeft',
  changed: 'control.membersRights',
} as const satisfies Record<string, MessageKey>;

/**
 * The items of one change, each a sentence of its own: a field whose two sides read the same is no
 * change and is left out, and a change of members names who joined, who left and whose permissions
 * changed, shortened and linked to the explorer (behaviour §2.8).
 */
function changeItems(
  item: ControlChangeItem,
  explorer: string | undefined,
): { key: string; node: ReactNode }[] {
  const items: { key: string; node: ReactNode }[] = [];
  const [before, after] = [changeValue(item.field, item.before), changeValue(item.field, item.after)];
  if (before !== after) {
    items.push({
      key: item.field,
      node: tRich('control.change', {
        field: t(FIELD_KEYS[item.field]),
        before: changeSide(item.field, item.before),
        after: changeSide(item.field, item.after),
      }),
    });
  }
  if (item.field !== 'members') return items;
  const named = (['joined', 'left', 'changed'] as const).filter((side) => (item[side]?.length ?? 0) > 0);
  for (const side of named) {
    const addresses = item[side] ?? [];
    items.push({
      key: `members-${side}`,
      node: tRich(
        MEMBER_KEYS[side],
        {
          addresses: formatListRich(
            addresses.map((address) => <Address key={address} address={address} explorer={explorer} short />),
          ),
        },
        { count: addresses.length },
      ),
    });
  }
  // Recorded before the members were named: the same count, other members.
  if (items.length === 0 && item.joined === undefined) {
    items.push({ key: item.field, node: t('control.membersChangedCount', { n: Number(item.after) }) });
  }
  return items;
}

/**
 * "The marketing wallet's rules changed on 20 Nov 2026 at 14:05:" and the list of what changed, one
 * item each (never one sentence of clauses joined by "and"), with its transaction.
 */
function ChangeNotice({ change, explorer }: { change: ControlChange; explorer?: string | undefined }) {
  const items = change.changes.flatMap((item) => changeItems(item, explorer));
  if (items.length === 0) return null;
  return (
    <div className="control-warning" role="note" data-testid="control-changed">
      <p>
        {tRich('control.changed', {
          // Apart, so that each language puts the day and the time in its own order (ADR 31).
          date: <time dateTime={change.at}>{formatDay(change.at)}</time>,
          time: formatDate(change.at, { timeStyle: 'short', hourCycle: 'h23' }),
        })}
      </p>
      <ul className="control-changes">
        {items.map((item) => (
          <li key={item.key} className="control-change">
            {item.node}
          </li>
        ))}
      </ul>
      {change.signature && explorer ? (
        <p>
          <a
            href={new URL(`/tx/${encodeURIComponent(change.signature)}`, explorer).href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('control.changeTransaction')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

const UNKNOWN_KEYS: Record<Extract<WalletControl, { kind: 'unknown' }>['reason'], MessageKey> = {
  'program-address': 'control.programAddress',
  'other-program': 'control.otherProgram',
  missing: 'control.missing',
  'not-a-multisig': 'control.notMultisig',
  malformed: 'control.malformed',
};

const PERIOD_KEYS: Record<SpendingLimitFacts['period'], MessageKey> = {
  'one-time': 'control.periodOnce',
  day: 'control.periodDay',
  week: 'control.periodWeek',
  month: 'control.periodMonth',
};

/**
 * An address, left to right in any language, linked to the explorer when there is one; `short` shows
 * its first and last four characters, the whole address in its title.
 */
function Address(props: { address: string; explorer?: string | undefined; short?: boolean }) {
  const { address, explorer, short } = props;
  const shown = short ? shortAddress(address) : address;
  const title = short ? address : undefined;
  return explorer ? (
    <a
      className="address-inline"
      href={`${explorer}${address}`}
      title={title}
      target="_blank"
      rel="noopener noreferrer"
    >
      {shown}
    </a>
  ) : (
    <code className="address-inline" title={title}>
      {shown}
    </code>
  );
}

/** A whole-unit amount of a spending limit: SOL, the site's token, or raw units of another mint. */
function limitAmount(limit: SpendingLimitFacts, token?: ControlToken): string {
  if (limit.mint === null) return `${formatSol(BigInt(limit.amount))} SOL`;
  if (token && limit.mint === token.mint) {
    const whole = Number(BigInt(limit.amount)) / 10 ** token.decimals;
    return `${formatNumber(whole, { maximumFractionDigits: token.decimals })} ${token.ticker}`;
  }
  return t('control.rawUnits', {
    units: Number(limit.amount),
    mint: `${limit.mint.slice(0, 4)}…${limit.mint.slice(-4)}`,
  });
}

const TIME_LOCK_KEYS = {
  day: 'control.timeLockDays',
  hour: 'control.timeLockHours',
  minute: 'control.timeLockMinutes',
} as const satisfies Record<string, MessageKey>;

function timeLock(seconds: number): string {
  if (seconds === 0) return t('control.noTimeLock');
  const { unit, n } = timeLockUnit(seconds);
  return t(TIME_LOCK_KEYS[unit], { n });
}

function permissions(member: ControlMember): string {
  const can = [
    member.initiate && t('control.canPropose'),
    member.vote && t('control.canApprove'),
    member.execute && t('control.canExecute'),
  ].filter((part): part is string => typeof part === 'string');
  return formatList(member.vote ? can : [...can, t('control.noVote')]);
}

function Vault(props: {
  control: Extract<WalletControl, { kind: 'squads-v4' }>;
  explorer?: string | undefined;
  memberNames: Readonly<Record<string, string>>;
  token?: ControlToken | undefined;
}): ReactNode {
  const { control, explorer, memberNames, token } = props;
  return (
    <>
      <p className="control-summary" data-testid="control-threshold">
        <strong>{t('control.threshold', { threshold: control.threshold, voters: control.voters })}</strong>
        {sentenceGap()}
        {timeLock(control.timeLockSeconds)}
      </p>
      {/* The members are detail a donor does not need first: folded, yet in the page (ADR 40). */}
      <details className="fold control-members-fold">
        <summary>{t('control.membersList', { n: control.members.length })}</summary>
        <ul className="control-members" data-testid="control-members">
          {control.members.map((member) => {
            const name = memberNames[member.address];
            return (
              <li key={member.address}>
                <Address address={member.address} explorer={explorer} />
                {name ? (
                  <span className="control-claim">
                    {' '}
                    {tRich('control.namedBy', { name: <bdi>{name}</bdi> })}
                  </span>
                ) : null}
                <span className="muted"> · {permissions(member)}</span>
              </li>
            );
          })}
        </ul>
      </details>
      {control.configAuthority ? (
        <p className="control-warning" role="note" data-testid="control-authority">
          {tRich('control.configAuthority', {
            address: <Address address={control.configAuthority} explorer={explorer} />,
          })}
        </p>
      ) : null}
      {control.spendingLimits.map((limit) => (
        <p key={limit.address} className="control-warning" role="note" data-testid="control-limit">
          {tRich(
            'control.spendingLimit',
            {
              keys: formatListRich(
                limit.members.map((key) => <Address key={key} address={key} explorer={explorer} />),
              ),
              amount: <strong dir="ltr">{limitAmount(limit, token)}</strong>,
            },
            // The count, so that the verb agrees with one key or several (ADR 31).
            { period: t(PERIOD_KEYS[limit.period]), count: limit.members.length },
          )}
        </p>
      ))}
    </>
  );
}

function Body(
  props: Omit<WalletControlProps, 'wallet' | 'control'> & { facts: WalletControlFacts },
): ReactNode {
  const { facts, explorerAccountUrl: explorer, memberNames = {}, token } = props;
  const { control } = facts;
  switch (control.kind) {
    case 'one-key':
      return <p data-testid="control-summary">{t('control.oneKey')}</p>;
    case 'squads-v4':
      return <Vault control={control} explorer={explorer} memberNames={memberNames} token={token} />;
    case 'not-the-wallet':
      return (
        <p className="control-warning" role="note" data-testid="control-summary">
          {tRich('control.notTheWallet', { vault: <Address address={control.vault} explorer={explorer} /> })}
        </p>
      );
    case 'unknown':
      return (
        <p data-testid="control-summary">
          {tRich(UNKNOWN_KEYS[control.reason], {
            owner: control.owner ? <Address address={control.owner} explorer={explorer} /> : '?',
          })}
        </p>
      );
  }
}

/**
 * Who can move the donation wallet's funds, as the server read it from the chain (behaviour §2.8,
 * ADR 33): one key, the multisig's rules, or plainly what else the chain shows, with the read's age.
 */
export function WalletControlFactsPart(props: WalletControlProps) {
  const { wallet, control } = props;
  let body: ReactNode;
  if (control.status === 'loading') body = <p>{t('control.checking')}</p>;
  else if (control.status === 'unavailable' || control.data.wallet !== wallet) {
    body = <p>{t('control.unavailable')}</p>;
  } else {
    const { readAt, notReadForMinutes, oneProvider } = control.data;
    body = (
      <>
        <Body {...props} facts={control.data} />
        {oneProvider ? (
          // The second provider has not confirmed these rules: not said to be verified on chain.
          <OneProviderNotice oneProvider />
        ) : (
          <p className="muted small">
            {tRich('control.verified', {
              age: (
                <time dateTime={readAt} title={formatInstant(readAt)}>
                  {formatAge(readAt)}
                </time>
              ),
            })}
          </p>
        )}
        <NotReadNotice minutes={notReadForMinutes} />
      </>
    );
  }
  const changes = props.changes?.status === 'ready' ? props.changes.data.changes : [];
  return (
    <div className="chain-read wallet-control" data-testid="wallet-control">
      <h4 className="control-title">{t('control.title')}</h4>
      {changes.map((change) => (
        <ChangeNotice key={change.at} change={change} explorer={props.explorerAccountUrl} />
      ))}
      {body}
    </div>
  );
}
