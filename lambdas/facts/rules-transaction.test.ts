import { describe, expect, it } from 'vitest';
import { createFakeLedger, type FakeInstruction } from '../../scripts/local/fake-solana-ledger.js';
import { fakePublicKey } from '../../scripts/local/fake-solana-rpc.js';
import {
  fakeChangeThreshold,
  fakeConfigExecute,
  fakeMultisigAddress,
  fakeVaultExecute,
} from '../../scripts/local/fake-squads.js';
import type { WireTransaction } from '../platform/solana/wire-transaction.js';
import { changesRules } from './rules-transaction.js';

const MULTISIG = fakeMultisigAddress(fakePublicKey('rules-tx-create-key'));
const OTHER = fakeMultisigAddress(fakePublicKey('rules-tx-other-create-key'));
const MEMBER = fakePublicKey('rules-tx-member');

/** One transaction holding `instruction`, at the node's wire format. */
function wire(instruction: FakeInstruction): WireTransaction {
  let slot = 1;
  const ledger = createFakeLedger({ balances: new Map([[MEMBER, 1_000_000_000]]), takeSlots: () => slot++ });
  const signature = ledger.add({ feePayer: MEMBER, instructions: [instruction] });
  return ledger.transaction([
    signature,
    { encoding: 'json', maxSupportedTransactionVersion: 0 },
  ]) as WireTransaction;
}

describe('changesRules (ADR 33)', () => {
  it("is true for the members' config transaction executed on this multisig", () => {
    const tx = wire(fakeConfigExecute({ multisig: MULTISIG, member: MEMBER, transactionIndex: 3 }));
    expect(changesRules(tx, MULTISIG)).toBe(true);
    expect(changesRules(tx, OTHER)).toBe(false);
  });

  it("is true for the config authority's call, its arguments after the discriminator", () => {
    const tx = wire(fakeChangeThreshold({ multisig: MULTISIG, configAuthority: MEMBER, threshold: 2 }));
    expect(changesRules(tx, MULTISIG)).toBe(true);
  });

  it('is false for a vault transaction, and for the same data sent to another program', () => {
    expect(
      changesRules(
        wire(fakeVaultExecute({ multisig: MULTISIG, transactionIndex: 1, member: MEMBER })),
        MULTISIG,
      ),
    ).toBe(false);
    const impostor = fakeConfigExecute({ multisig: MULTISIG, member: MEMBER, transactionIndex: 3 });
    expect(changesRules(wire({ ...impostor, programId: fakePublicKey('rules-tx-impostor') }), MULTISIG)).toBe(
      false,
    );
  });

  it('is false when the multisig is named but not as the first account', () => {
    const call = fakeConfigExecute({ multisig: OTHER, member: MEMBER, transactionIndex: 3 });
    expect(changesRules(wire({ ...call, accounts: [OTHER, MULTISIG] }), MULTISIG)).toBe(false);
  });
});
