import bs58 from 'bs58';
import type { HolderBand, HolderDistribution, LabelKind } from '../../contract/holders.js';

/** A configured address shown apart from the other holders (liquidity pool, burn, team, exchange). */
export interface LabelledAddress {
  readonly address: string;
  readonly kind: LabelKind;
  readonly label: string;
}

export interface HolderStatsConfig {
  /** Decimals of the mint: size bands are counted in whole tokens. */
  readonly decimals: number;
  readonly labelled: readonly LabelledAddress[];
}

/** Observes the reconcile pass one owner at a time, in bounded memory. */
export interface HolderStats {
  /** One call per owner, with its balance summed over its token accounts (32-byte owner key). */
  onHolder(owner: Uint8Array, amount: bigint): void;
  /** The figures of the pass; call once every owner has been seen. */
  result(): HolderStatsResult;
}

export type HolderStatsResult = Omit<HolderDistribution, 'measuredAt' | 'mint'>;

/** How many of the largest owners are kept: the top 50 share is shown. */
export const TOP_KEPT = 50;
/** How many of them are listed by address. */
export const TOP_LISTED = 10;
/** Lower edges of the size bands, in whole tokens; the last band has no upper edge. */
export const BAND_EDGES = [0, 1_000, 10_000, 100_000, 1_000_000, 10_000_000] as const;

interface Ranked {
  owner: Uint8Array;
  amount: bigint;
}

/** Byte order of two 32-byte keys: ties of amount are ranked by address, so a run is repeatable. */
function compareKeys(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < 32; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

/** True when `a` ranks below `b`: a smaller amount, or the same amount and a later address. */
function ranksBelow(a: Ranked, b: Ranked): boolean {
  return a.amount !== b.amount ? a.amount < b.amount : compareKeys(a.owner, b.owner) > 0;
}

function sameKey(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < 32; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A fraction of the total, to 6 decimal places (amounts are u64, beyond a JS number's precision). */
function share(amount: bigint, total: bigint): number {
  return total === 0n ? 0 : Number((amount * 1_000_000n) / total) / 1_000_000;
}

/**
 * Distribution, size bands and the holder count from one pass over the owners: the largest owners
 * in a min-heap of {@link TOP_KEPT}, a counter per band and per labelled address, whatever the number
 * of holders. Labelled addresses are compared as 32-byte keys and kept out of the top and the bands
 * (they are shown apart); owners with a zero balance are not holders.
 */
export function createHolderStats(config: HolderStatsConfig): HolderStats {
  const labelled = config.labelled.map((entry) => ({
    ...entry,
    key: bs58.decode(entry.address),
    amount: 0n,
  }));
  const unit = 10n ** BigInt(config.decimals);
  const edges = BAND_EDGES.map((edge) => BigInt(edge) * unit);
  const bands = BAND_EDGES.map(() => 0);
  const heap: Ranked[] = [];
  let total = 0n;
  let holders = 0;

  const swap = (i: number, j: number) => {
    const t = heap[i] as Ranked;
    heap[i] = heap[j] as Ranked;
    heap[j] = t;
  };
  const siftUp = (from: number) => {
    let i = from;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!ranksBelow(heap[i] as Ranked, heap[parent] as Ranked)) return;
      swap(i, parent);
      i = parent;
    }
  };
  const siftDown = () => {
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let lowest = i;
      if (left < heap.length && ranksBelow(heap[left] as Ranked, heap[lowest] as Ranked)) lowest = left;
      if (right < heap.length && ranksBelow(heap[right] as Ranked, heap[lowest] as Ranked)) lowest = right;
      if (lowest === i) return;
      swap(i, lowest);
      i = lowest;
    }
  };

  return {
    onHolder(owner, amount) {
      if (owner.length !== 32) throw new Error(`An owner key is 32 bytes, got ${owner.length}`);
      if (amount <= 0n) return;
      total += amount;
      holders += 1;
      const label = labelled.find((entry) => sameKey(entry.key, owner));
      if (label) {
        label.amount += amount;
        return;
      }
      let band = edges.length - 1;
      while (band > 0 && amount < (edges[band] as bigint)) band -= 1;
      bands[band] = (bands[band] as number) + 1;
      const entry = { owner, amount };
      if (heap.length < TOP_KEPT) {
        // The caller may reuse its buffer: keep a copy of the 32 bytes.
        heap.push({ owner: Uint8Array.from(owner), amount });
        siftUp(heap.length - 1);
      } else if (ranksBelow(heap[0] as Ranked, entry)) {
        heap[0] = { owner: Uint8Array.from(owner), amount };
        siftDown();
      }
    },
    result() {
      const ranked = [...heap].sort((a, b) => (ranksBelow(a, b) ? 1 : ranksBelow(b, a) ? -1 : 0));
      const sum = (entries: Ranked[]) => entries.reduce((acc, e) => acc + e.amount, 0n);
      const top10 = sum(ranked.slice(0, 10));
      const top50 = sum(ranked.slice(0, 50));
      const holderBands: HolderBand[] = BAND_EDGES.map((from, i) => ({
        from,
        to: BAND_EDGES[i + 1] ?? null,
        count: bands[i] as number,
      }));
      return {
        holders,
        total: total.toString(),
        top10: { amount: top10.toString(), share: share(top10, total) },
        top50: { amount: top50.toString(), share: share(top50, total) },
        largest: ranked.slice(0, TOP_LISTED).map((e) => ({
          address: bs58.encode(e.owner),
          amount: e.amount.toString(),
          share: share(e.amount, total),
        })),
        labelled: labelled.map(({ address, kind, label, amount }) => ({
          address,
          kind,
          label,
          amount: amount.toString(),
          share: share(amount, total),
        })),
        bands: holderBands,
        decimals: config.decimals,
      };
    },
  };
}
