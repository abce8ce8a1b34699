import type {
  AdminLedgerUnread,
  BinEntry,
  ChartLink,
  CollectionName,
  ConfiguredChannels,
  ControlChange,
  DeliveryStatus,
  DonationGoal,
  EntryByCollection,
  FaqEntry,
  HistoryRecord,
  LedgerTransaction,
  PrivacyPolicy,
  RoadmapItem,
} from '@contract';
import { vi } from 'vitest';
import type { ApiClient, WriteOptions } from '../api/api-client';
import { ApiError } from '../api/api-error';

type Store = { [C in CollectionName]: EntryByCollection[C][] };

/** An in-memory API with the server's behaviour that the panel relies on; every method is a spy. */
export function createFakeApi(
  seed: Partial<Store> & {
    chartLinks?: ChartLink[];
    policy?: PrivacyPolicy | null;
    history?: HistoryRecord[];
    controlChanges?: ControlChange[];
    bin?: BinEntry[];
    outflows?: LedgerTransaction[];
    /** Outflows a page of the fake's list holds. @default 50 */
    outflowsPageSize?: number;
    /** The transactions the node has not returned yet, as the route lists them. */
    unread?: AdminLedgerUnread['unread'];
    deliveries?: DeliveryStatus[];
    channels?: ConfiguredChannels;
  } = {},
) {
  const extra = {
    chartLinks: [...(seed.chartLinks ?? [])],
    policy: seed.policy ?? null,
    history: [...(seed.history ?? [])],
    controlChanges: structuredClone(seed.controlChanges ?? []),
    bin: [...(seed.bin ?? [])],
    outflows: structuredClone(seed.outflows ?? []),
    unread: structuredClone(seed.unread ?? []),
    deliveries: structuredClone(seed.deliveries ?? []),
    channels: seed.channels ?? { telegram: null, discord: null },
  };
  const store: Store = {
    donations: [...(seed.donations ?? [])],
    roadmap: [...(seed.roadmap ?? [])],
    faq: [...(seed.faq ?? [])],
    announcements: [...(seed.announcements ?? [])],
  };
  let next = 1;
  const sorted = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);
  const find = (collection: CollectionName, id: string) => {
    const entry = (store[collection] as { id: string }[]).find((e) => e.id === id);
    if (!entry) throw new ApiError(404, 'Not found');
    return entry;
  };
  const api = {
    // Copies, like a real answer: the panel must not see the store change under it.
    list: vi.fn(async (collection: CollectionName) =>
      structuredClone(sorted(store[collection] as { order: number }[])),
    ),
    create: vi.fn(async (collection: CollectionName, body: object) => {
      const list = store[collection] as { order: number }[];
      const entry = {
        id: `${collection}-${next++}`,
        order: Math.max(0, ...list.map((e) => e.order)) + 1,
        updatedBy: 'admin@example.test',
        ...body,
      };
      list.push(entry);
      return entry;
    }),
    update: vi.fn(async (collection: CollectionName, id: string, body: object) =>
      Object.assign(find(collection, id), body),
    ),
    remove: vi.fn(async (collection: CollectionName, id: string) => {
      find(collection, id);
      (store as Record<string, { id: string }[]>)[collection] = store[collection].filter((e) => e.id !== id);
    }),
    move: vi.fn(async (id: string, direction: 'up' | 'down') => {
      const item = find('roadmap', id) as RoadmapItem;
      const group = sorted(store.roadmap.filter((e) => e.status === item.status));
      const index = group.findIndex((e) => e.id === id);
      const neighbour = group[direction === 'up' ? index - 1 : index + 1];
      if (!neighbour) throw new ApiError(409, 'Item is already at the edge');
      [item.order, neighbour.order] = [neighbour.order, item.order];
    }),
    chartLinks: vi.fn(async () => ({
      links: structuredClone(sorted(extra.chartLinks)),
      allowedHosts: ['dexscreener.com', 'birdeye.so'],
    })),
    createChartLink: vi.fn(async (body: object, _options?: WriteOptions) => {
      const link = {
        id: `chart-${next++}`,
        order: extra.chartLinks.length + 1,
        active: true,
        ...body,
      } as ChartLink;
      extra.chartLinks.push(link);
      return link;
    }),
    updateChartLink: vi.fn(async (id: string, body: object, _options?: WriteOptions) => {
      const link = extra.chartLinks.find((l) => l.id === id);
      if (!link) throw new ApiError(404, 'Not found');
      return Object.assign(link, body);
    }),
    removeChartLink: vi.fn(async (id: string) => {
      extra.chartLinks = extra.chartLinks.filter((l) => l.id !== id);
    }),
    privacyPolicy: vi.fn(async () => structuredClone(extra.policy)),
    savePrivacyPolicy: vi.fn(async (body: object) => {
      extra.policy = { id: 'current', ...body, lastUpdated: '23 November 2026' };
      return extra.policy;
    }),
    resetPrivacyPolicy: vi.fn(async () => {
      extra.policy = null;
    }),
    recentChanges: vi.fn(async () => structuredClone(extra.history.slice(0, 20))),
    walletControlChanges: vi.fn(async () => structuredClone(extra.controlChanges)),
    history: vi.fn(async (kind: string, id: string) =>
      structuredClone(extra.history.filter((r) => r.kind === kind && r.entryId === id)),
    ),
    revert: vi.fn(async (_id: string, _options?: WriteOptions) => undefined),
    // Pages of `outflowsPageSize`, as the route pages them; `next` is the last signature of a page.
    ledgerOutflows: vi.fn(async (before?: string) => {
      const size = seed.outflowsPageSize ?? 50;
      const from = before ? extra.outflows.findIndex((t) => t.signature === before) + 1 : 0;
      const page = extra.outflows.slice(from, from + size);
      return {
        syncedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        outflows: structuredClone(page),
        next: from + size < extra.outflows.length ? (page[page.length - 1]?.signature ?? null) : null,
      };
    }),
    ledgerUnread: vi.fn(async () => ({ unread: structuredClone(extra.unread), more: false })),
    deliveries: vi.fn(async () => ({
      deliveries: structuredClone(extra.deliveries),
      channels: { ...extra.channels },
    })),
    // The server's rules (behaviour §14.1): a retry queues again; a delivered one is not sent twice.
    actOnDelivery: vi.fn(async (id: string, body: object, _options?: WriteOptions) => {
      const delivery = extra.deliveries.find((d) => d.id === id);
      if (!delivery) throw new ApiError(404, 'No delivery with this id');
      const { action, messageId } = body as { action: string; messageId?: string };
      if (action === 'retry') {
        if (delivery.state === 'delivered')
          throw new ApiError(409, 'Only a failed, unknown or cancelled delivery can be sent again');
        Object.assign(delivery, { state: 'pending', attempts: 0, reason: undefined });
      } else {
        Object.assign(delivery, { state: 'delivered', ...(messageId ? { messageId } : {}) });
      }
      return structuredClone(delivery);
    }),
    saveLedgerNote: vi.fn(async (signature: string, body: object, _options?: WriteOptions) => {
      const outflow = extra.outflows.find((t) => t.signature === signature);
      if (!outflow) throw new ApiError(404, 'No outflow of the donation wallet has this signature');
      const { note, link } = body as { note: string; link: string | null };
      const updatedAt = new Date().toISOString();
      outflow.explanation = { note, link, explainedAt: updatedAt };
      outflow.unexplainedSince = null;
      return { signature, note, link, updatedAt };
    }),
    bin: vi.fn(async () => structuredClone(extra.bin)),
    restore: vi.fn(async (id: string, _options?: WriteOptions) => {
      extra.bin = extra.bin.filter((e) => e.id !== id);
    }),
    // The Account area: one earlier sign-in from another browser, no second factor yet.
    signIns: vi.fn(async () => ({
      signIns: [
        { at: '2026-11-23T09:30:00.000Z', browser: 'Chrome on Linux' },
        { at: '2026-11-20T18:05:00.000Z', browser: 'Safari on iOS', secondFactor: 'totp' },
      ],
      lastSignInAt: '2026-11-23T09:30:00.000Z',
      secondFactors: [] as { factorId: string; displayName?: string; enrolledAt?: string }[],
    })),
    signOutEverywhere: vi.fn(async () => {}),
  };
  return { api: api as typeof api & ApiClient, store, extra };
}

/** Seed content used across the tests. */
export const SEED: {
  donations: DonationGoal[];
  roadmap: RoadmapItem[];
  faq: FaqEntry[];
} = {
  donations: [
    {
      id: 'g1',
      title: 'CEX listing',
      description: 'Fund the next listing',
      order: 1,
      updatedBy: 'admin@example.test',
    },
    { id: 'g2', title: 'Marketing push', order: 2, updatedBy: 'seed' },
  ],
  roadmap: [
    { id: 'r1', title: 'Website launch', status: 'in_progress', order: 1, updatedBy: 'seed' },
    { id: 'r2', title: 'Community AMA', status: 'in_progress', order: 2, updatedBy: 'seed' },
    { id: 'r3', title: 'Merch store', status: 'in_progress', order: 3, updatedBy: 'seed' },
    { id: 'r4', title: 'DEX listing', status: 'planned', order: 4, updatedBy: 'seed' },
    { id: 'r5', title: 'Token launch', status: 'completed', order: 5, updatedBy: 'seed' },
  ],
  faq: [
    {
      id: 'f1',
      question: 'What is it?',
      answer: 'A token.\nFor the community.',
      order: 1,
      updatedBy: 'seed',
    },
  ],
};
