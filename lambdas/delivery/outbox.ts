import { type DocumentData, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  DELIVERY_CHANNELS,
  DELIVERY_STATES,
  type DeliveryChannel,
  type DeliveryState,
  type DeliveryStatus,
} from '../contract/delivery.js';

/** One document per announcement and channel: `<announcementId>_<channel>` (ADR 36). */
export const OUTBOX_COLLECTION = 'deliveryOutbox';
/** Where the sender notes which channels have credentials, for the admin panel. */
export const CHANNELS_DOC = { collection: 'deliveryChannels', id: 'configured' } as const;
/** The collection whose entries are delivered. */
export const ANNOUNCEMENTS = 'announcements';

export const outboxId = (announcementId: string, channel: DeliveryChannel) => `${announcementId}_${channel}`;

/** The channels an announcement's stored `channels` field opts in to. */
export function optedIn(channels: unknown): DeliveryChannel[] {
  if (!channels || typeof channels !== 'object') return [];
  return DELIVERY_CHANNELS.filter((c) => (channels as Record<string, unknown>)[c] === true);
}

/** When a queued delivery is due: at the publish time, or now when that has passed. */
function dueAt(publishAt: unknown, now: Date): Timestamp {
  const at = typeof publishAt === 'string' ? Date.parse(publishAt) : Number.NaN;
  return Timestamp.fromMillis(Number.isFinite(at) && at > now.getTime() ? at : now.getTime());
}

/**
 * Queues the announcement's opted-in channels in its own write transaction (the outbox, ADR 36): a
 * channel gets its document only if it has none, so a retried publish or a second edit never queues it
 * twice, and an edit after delivery posts nothing. A channel turned off before it was sent and on again
 * is queued again; a queued one moves with a new publish time. Reads first, then writes, as the transaction requires.
 */
export async function queueDeliveries(
  db: Firestore,
  tx: Transaction,
  write: { id: string; after: DocumentData },
  now = new Date(),
): Promise<void> {
  const channels = optedIn(write.after.channels);
  if (channels.length === 0) return;
  const refs = channels.map((channel) => db.collection(OUTBOX_COLLECTION).doc(outboxId(write.id, channel)));
  const stored = await tx.getAll(...refs);
  stored.forEach((snapshot, index) => {
    const ref = refs[index];
    const channel = channels[index];
    if (!ref || !channel) return;
    const state = snapshot.get('state') as DeliveryState | undefined;
    const pending = {
      state: 'pending',
      attempts: 0,
      dueAt: dueAt(write.after.publishAt, now),
      updatedAt: Timestamp.fromDate(now),
      updatedBy: 'publish',
    };
    if (!snapshot.exists) {
      tx.create(ref, { announcementId: write.id, channel, queuedAt: Timestamp.fromDate(now), ...pending });
    } else if (state === 'cancelled') {
      tx.update(ref, { ...pending, reason: null, claim: null, unanswered: null, maybeTwice: null });
    } else if (state === 'pending') {
      // A queued post follows its publish time, earlier as later (behaviour §14.1); one waiting to be
      // tried again keeps its wait unless the new publish time is later still.
      const stored = snapshot.get('dueAt') as Timestamp | null | undefined;
      const tried = typeof snapshot.get('attempts') === 'number' && (snapshot.get('attempts') as number) > 0;
      const due = tried && stored && stored.toMillis() > pending.dueAt.toMillis() ? stored : pending.dueAt;
      if (!stored || stored.toMillis() !== due.toMillis())
        tx.update(ref, { dueAt: due, updatedAt: pending.updatedAt });
    }
  });
}

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : undefined);
const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** A stored outbox document as the admin panel sees it. */
export function toDeliveryStatus(id: string, data: DocumentData): DeliveryStatus {
  const channel = (DELIVERY_CHANNELS as readonly unknown[]).includes(data.channel)
    ? (data.channel as DeliveryChannel)
    : 'telegram';
  const state = (DELIVERY_STATES as readonly unknown[]).includes(data.state)
    ? (data.state as DeliveryState)
    : 'unknown';
  const status: DeliveryStatus = {
    id,
    announcementId: str(data.announcementId) ?? id.replace(/_[a-z]+$/, ''),
    channel,
    state,
    attempts: typeof data.attempts === 'number' ? data.attempts : 0,
    messageId: str(data.messageId),
    reason: str(data.reason),
    dueAt: state === 'pending' ? iso(data.dueAt) : undefined,
    deliveredAt: iso(data.deliveredAt),
    text: str(data.text),
    maybeTwice: data.maybeTwice === true ? true : undefined,
    updatedAt: iso(data.updatedAt),
    updatedBy: str(data.updatedBy),
  };
  return Object.fromEntries(Object.entries(status).filter(([, v]) => v !== undefined)) as DeliveryStatus;
}

/** The outbox's part of a write to `collection`'s entries: announcements only. */
export function deliveryHook(collection: string) {
  return collection === ANNOUNCEMENTS
    ? (db: Firestore, tx: Transaction, write: { id: string; after: DocumentData }) =>
        queueDeliveries(db, tx, write)
    : undefined;
}
