import type { ControlChangeItem, WalletControl } from '../contract/facts.js';

/**
 * The rules of a wallet's control that a donor should hear about when they change (behaviour §2.8,
 * ADR 33): who may vote and with what permissions, the threshold, the timelock, the config authority
 * and the spending limits. Ordered, so that two reads of the same rules compare equal.
 */
export interface ControlRules {
  kind: string;
  threshold: string;
  members: string[];
  timeLock: string;
  configAuthority: string;
  spendingLimits: string[];
}

/** The rules of a control as compared from one read to the next. */
export function controlRules(control: WalletControl): ControlRules {
  const none: ControlRules = {
    kind: control.kind === 'unknown' ? `unknown:${control.reason}` : control.kind,
    threshold: '',
    members: [],
    timeLock: '',
    configAuthority: '',
    spendingLimits: [],
  };
  if (control.kind !== 'squads-v4') return none;
  const mask = (m: { initiate: boolean; vote: boolean; execute: boolean }) =>
    `${m.initiate ? 'i' : ''}${m.vote ? 'v' : ''}${m.execute ? 'x' : ''}`;
  return {
    ...none,
    threshold: `${control.threshold}/${control.voters}`,
    members: control.members.map((member) => `${member.address}:${mask(member)}`).sort(),
    timeLock: String(control.timeLockSeconds),
    configAuthority: control.configAuthority ?? 'none',
    spendingLimits: control.spendingLimits
      .map(
        (l) =>
          `${l.address}:${l.mint ?? 'SOL'}:${l.amount}:${l.period}:${[...l.members].sort().join(',')}:${[...l.destinations].sort().join(',')}`,
      )
      .sort(),
  };
}

/** A stable text of the rules: equal texts, equal rules. */
export const rulesKey = (rules: ControlRules): string => JSON.stringify(rules);

/**
 * Who joined, who left and whose permissions changed between two members' lists (`address:mask`), with
 * the counts: "3 members → 3 members" alone would hide a replaced member. Null when nothing differs.
 */
function memberChanges(before: string[], after: string[]): ControlChangeItem | null {
  const masks = (list: string[]) => new Map(list.map((entry) => entry.split(':') as [string, string]));
  const [was, is] = [masks(before), masks(after)];
  const joined = [...is.keys()].filter((address) => !was.has(address));
  const left = [...was.keys()].filter((address) => !is.has(address));
  const changed = [...is.keys()].filter(
    (address) => was.has(address) && was.get(address) !== is.get(address),
  );
  if (joined.length + left.length + changed.length === 0) return null;
  return {
    field: 'members',
    before: String(before.length),
    after: String(after.length),
    joined,
    left,
    changed,
  };
}

/** What differs between two reads' rules, one item a field, in a fixed order; empty when nothing does. */
export function controlChanges(before: ControlRules, after: ControlRules): ControlChangeItem[] {
  const items: ControlChangeItem[] = [];
  // A field a kind has not (empty), a field set to none and a timelock of no seconds read alike to a
  // donor: "none → none", "no waiting → no waiting" is no change.
  const scalar = (field: ControlChangeItem['field'], a: string, b: string) => {
    const said = (value: string) =>
      value === '' || (field === 'timeLock' && value === '0') ? 'none' : value;
    const [was, is] = [said(a), said(b)];
    if (was !== is) items.push({ field, before: was, after: is });
  };
  const list = (field: ControlChangeItem['field'], a: string[], b: string[]) => {
    if (a.join('\n') !== b.join('\n'))
      items.push({ field, before: String(a.length), after: String(b.length) });
  };
  scalar('kind', before.kind, after.kind);
  scalar('threshold', before.threshold, after.threshold);
  const members = memberChanges(before.members, after.members);
  if (members) items.push(members);
  scalar('timeLock', before.timeLock, after.timeLock);
  scalar('configAuthority', before.configAuthority, after.configAuthority);
  list('spendingLimits', before.spendingLimits, after.spendingLimits);
  return items;
}
