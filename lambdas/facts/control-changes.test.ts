import { describe, expect, it } from 'vitest';
import type { WalletControl } from '../contract/facts.js';
import { controlChanges, controlRules } from './control-changes.js';

const member = (address: string) => ({ address, initiate: true, vote: true, execute: true });
const multisig = (configAuthority: string | null): WalletControl => ({
  kind: 'squads-v4',
  multisig: 'Ms1111111111111111111111111111111111111111',
  vaultIndex: 0,
  threshold: 2,
  voters: 3,
  members: [member('A1'), member('B2'), member('C3')],
  timeLockSeconds: 86_400,
  configAuthority,
  spendingLimits: [],
});

// behaviour §2.8: what a donor is told changed when the wallet's rules change.
describe('controlChanges', () => {
  it('names a change of kind with every rule it took along, and no "none → none"', () => {
    const gone: WalletControl = { kind: 'unknown', reason: 'missing' };
    expect(controlChanges(controlRules(multisig(null)), controlRules(gone))).toEqual([
      { field: 'kind', before: 'squads-v4', after: 'unknown:missing' },
      { field: 'threshold', before: '2/3', after: 'none' },
      { field: 'members', before: '3', after: '0', joined: [], left: ['A1', 'B2', 'C3'], changed: [] },
      { field: 'timeLock', before: '86400', after: 'none' },
    ]);
  });

  it('finds no change of timelock when a multisig without one becomes one key', () => {
    const oneKey: WalletControl = { kind: 'one-key' };
    const items = controlChanges(
      controlRules({ ...multisig(null), timeLockSeconds: 0 } as WalletControl),
      controlRules(oneKey),
    );
    expect(items.map((item) => item.field)).toEqual(['kind', 'threshold', 'members']);
  });

  it('names the member who joined, the one who left and the one whose permissions changed', () => {
    const before = multisig(null) as Extract<WalletControl, { kind: 'squads-v4' }>;
    const after: WalletControl = {
      ...before,
      members: [member('A1'), { ...member('B2'), vote: false }, member('D4')],
    };
    expect(controlChanges(controlRules(before), controlRules(after))).toEqual([
      { field: 'members', before: '3', after: '3', joined: ['D4'], left: ['C3'], changed: ['B2'] },
    ]);
  });

  it('names a config authority that came or went', () => {
    const gone: WalletControl = { kind: 'unknown', reason: 'missing' };
    expect(
      controlChanges(controlRules(multisig('Key111')), controlRules(gone)).find(
        (item) => item.field === 'configAuthority',
      ),
    ).toEqual({ field: 'configAuthority', before: 'Key111', after: 'none' });
    expect(controlChanges(controlRules(multisig(null)), controlRules(multisig('Key111')))).toEqual([
      { field: 'configAuthority', before: 'none', after: 'Key111' },
    ]);
  });

  it('finds nothing in two reads of the same rules', () => {
    expect(controlChanges(controlRules(multisig(null)), controlRules(multisig(null)))).toEqual([]);
  });
});
