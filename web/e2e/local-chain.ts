import type { FakeSolanaPatch } from '../../scripts/local/fake-solana-rpc.js';
import { stack } from './harness.js';

/** Changes the local chain, as `POST <rpc>/__fake/state` does for any process. */
export async function setLocalChain(patch: FakeSolanaPatch): Promise<void> {
  const response = await fetch(`${stack().rpcUrl}/__fake/state`, {
    method: 'POST',
    body: JSON.stringify(patch),
  });
  if (!response.ok) throw new Error(`the local RPC answered ${response.status}`);
}

/**
 * Changes the local chain, then waits for the wallet-control watch's next read (every second in the browser tests): the
 * page answers what the watch stored, not the chain (ADR 11, "Amendment: no RPC call on a visitor's
 * request"), so a page opened before that read would show the rules from before the change. A hook (no
 * expect.poll): the tests assert what the page shows after it. `watched: false` does not wait, for a
 * change the next change waits past.
 */
export async function changeWalletChain(patch: FakeSolanaPatch, { watched = true } = {}): Promise<void> {
  const changedAt = Date.now();
  await setLocalChain(patch);
  if (!watched) return;
  const until = Date.now() + 60_000;
  for (;;) {
    const answer = await fetch(`${stack().apiUrl}/api/facts/donation-wallet-control`);
    const readAt = ((await answer.json()) as { data?: { readAt?: string } | null }).data?.readAt;
    if (readAt && Date.parse(readAt) > changedAt) return;
    if (Date.now() > until) throw new Error(`The watch did not read the changed chain: last read ${readAt}`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** What the local chain's donation answered: the transaction's signature. */
export interface LocalDonation {
  signature: string;
}

/**
 * The local chain receives a donation to the wallet carrying `references` in order (a goal's, then the
 * page's request reference: ADR 40), as `POST <rpc>/__fake/donation` does. It returns once the donation
 * webhook has recorded the receipts and the ledger import has counted it, so the page's next poll of its
 * receipt and of the goals' gifts sees it. `to` sends it to another wallet instead (it must not count).
 */
export async function receiveLocalDonation(donation: {
  lamports: number;
  references: readonly string[];
  to?: string;
}): Promise<LocalDonation> {
  const response = await fetch(`${stack().rpcUrl}/__fake/donation`, {
    method: 'POST',
    body: JSON.stringify({ to: stack().donationWallet, ...donation }),
  });
  if (!response.ok) throw new Error(`the local RPC answered ${response.status}`);
  return (await response.json()) as LocalDonation;
}
