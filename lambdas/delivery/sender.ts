import { randomUUID } from 'node:crypto';
import {
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { SiteLocale } from '../contract/content-locales.js';
import type { OfficialList } from '../contract/defang.js';
import { DELIVERY_CHANNELS, type DeliveryChannel } from '../contract/delivery.js';
import { type LocalizeAnnouncement, storedMessage } from './message.js';
import { ANNOUNCEMENTS, CHANNELS_DOC, OUTBOX_COLLECTION, optedIn } from './outbox.js';
import {
  DEFAULT_RETRY_POLICY,
  type RetryPolicy,
  retryDelayMs,
  type SendMessage,
  type SendOutcome,
} from './send-outcome.js';

/** A channel as the sender finds it: ready to send, or off with the reason (no credentials). */
export type ChannelSender = { readonly send: SendMessage } | { readonly off: string };

export interface SenderOptions {
  readonly db: Firestore;
  /** Each channel's sender, resolved once a run; a throw (a secret unreadable) skips the channel this run. */
  readonly channels: Readonly<Record<DeliveryChannel, () => Promise<ChannelSender>>>;
  /** The site's origin, for the link to the full text. */
  readonly siteOrigin: string;
  /** The operator configuration's official links and handles: the only ones a message leaves linkable. */
  readonly official: OfficialList;
  /** Each channel's language; a channel not named gets English. */
  readonly locales?: Readonly<Partial<Record<DeliveryChannel, SiteLocale>>>;
  readonly localize: LocalizeAnnouncement;
  readonly now?: () => Date;
  readonly random?: () => number;
  readonly policy?: RetryPolicy;
  /** How long a claimed delivery may stay `sending` before the sender is presumed to have stopped. */
  readonly leaseMs?: number;
  /** Sends a channel gets a run at most (DEFAULT_BATCH). */
  readonly batch?: number;
  readonly log?: (message: string, fields: Record<string, unknown>) => void;
}

/** What one run did. */
export interface SenderReport {
  delivered: number;
  retrying: number;
  failed: number;
  unknown: number;
  cancelled: number;
  deferred: number;
  /** Delivered after a try that got no answer: the channel may have it twice. */
  maybeTwice: number;
}

/** Said of a delivery whose sender stopped between sending and recording the answer (ADR 36). */
export const UNKNOWN_REASON =
  'The sender stopped after it began sending and before it recorded the answer, so the message may or may not have been posted: check the channel, then send again or mark it delivered';

/** Said of a delivery posted after an earlier try got no answer, which may have posted it too (ADR 36). */
export const MAYBE_TWICE_REASON =
  'May have been posted twice: an earlier try got no answer and may have been posted too; check the channel';

export const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * Sends a channel gets a run at most. The worst case of one send is its claim, the provider's time-out
 * (10 s) and the record of the answer: about 11 s, so 5 in a row take about a minute, and both channels,
 * sent side by side, fit the function's 2 minutes with room, and the 5-minute lease with more.
 */
export const DEFAULT_BATCH = 5;
/** The due deliveries read a run at most, a page at a time, to fill each channel's list. */
const SCAN_MAX = 500;
const SCAN_PAGE = 50;
/** Where the sender keeps each channel's 429 wait, beside the note of which channels are set up. */
export const WAITS_DOC_ID = 'waits';

const CHANNEL_NAMES: Record<DeliveryChannel, string> = { telegram: 'Telegram', discord: 'Discord' };

type Claim =
  | {
      readonly kind: 'claimed';
      readonly claim: string;
      readonly attempts: number;
      readonly text: string;
      readonly link: string;
    }
  | { readonly kind: 'cancelled' | 'failed' | 'deferred' | 'skipped' };

/**
 * One run of the sender (ADR 36): deliveries left `sending` past their lease become `unknown` (never
 * sent again on its own: no provider offers an idempotency key for these calls), then each due one is
 * claimed in a transaction, sent, and its answer recorded: delivered with the message id, retried with
 * backoff, or failed with the provider's reason.
 */
export async function runSender(options: SenderOptions): Promise<SenderReport> {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batch = options.batch ?? DEFAULT_BATCH;
  const { db } = options;
  const outbox = db.collection(OUTBOX_COLLECTION);
  const report: SenderReport = {
    delivered: 0,
    retrying: 0,
    failed: 0,
    unknown: 0,
    cancelled: 0,
    deferred: 0,
    maybeTwice: 0,
  };
  const stamp = () => ({ updatedAt: Timestamp.fromDate(now()), updatedBy: 'sender' });

  // Only a delivery being sent has a `leaseUntil`, and only a pending one a `dueAt` (null otherwise, which
  // a range on times never matches): one-field queries, no composite index.
  const expired = await outbox.where('leaseUntil', '<=', Timestamp.fromDate(now())).limit(SCAN_PAGE).get();
  for (const doc of expired.docs) {
    const marked = await db.runTransaction(async (tx) => {
      const item = await tx.get(doc.ref);
      const lease = item.get('leaseUntil') as Timestamp | undefined;
      if (item.get('state') !== 'sending' || !lease || lease.toMillis() > now().getTime()) return false;
      tx.update(doc.ref, {
        state: 'unknown',
        reason: UNKNOWN_REASON,
        leaseUntil: null,
        ...stamp(),
      });
      return true;
    });
    if (marked) report.unknown += 1;
  }

  const resolved = new Map<DeliveryChannel, ChannelSender | undefined>();
  const channelSender = async (channel: DeliveryChannel) => {
    if (!resolved.has(channel)) {
      try {
        resolved.set(channel, await options.channels[channel]());
      } catch (error) {
        options.log?.('Channel unavailable this run', { channel, error: String(error) });
        resolved.set(channel, undefined);
      }
    }
    return resolved.get(channel);
  };
  for (const channel of DELIVERY_CHANNELS) await channelSender(channel);
  // A channel that answered 429 gets nothing more until the provider's wait is over: this run, and the
  // next ones while it lasts (kept in the outbox's channel note, since each run is a new invocation).
  const waitsRef = db.collection(CHANNELS_DOC.collection).doc(WAITS_DOC_ID);
  const waits = (await waitsRef.get()).data() ?? {};
  const limited = new Set<DeliveryChannel>(
    DELIVERY_CHANNELS.filter((c) => {
      const until = waits[c] as Timestamp | null | undefined;
      return until instanceof Timestamp && until.toMillis() > now().getTime();
    }),
  );

  // Each channel gets its own list of due deliveries, at most `batch`, found by reading the due ones
  // oldest first in pages: a channel that waits, or has more due than a run sends, never keeps the other
  // channel's deliveries out of this run. The scan itself is bounded (SCAN_MAX documents).
  const lists = new Map<DeliveryChannel, DocumentReference[]>(DELIVERY_CHANNELS.map((c) => [c, []]));
  const open = (channel: DeliveryChannel) =>
    !limited.has(channel) && resolved.get(channel) !== undefined && (lists.get(channel)?.length ?? 0) < batch;
  let after: QueryDocumentSnapshot | undefined;
  for (let read = 0; read < SCAN_MAX && DELIVERY_CHANNELS.some(open); ) {
    let query = outbox.where('dueAt', '<=', Timestamp.fromDate(now())).orderBy('dueAt').limit(SCAN_PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const doc of page.docs) {
      const channel = doc.get('channel') as DeliveryChannel;
      if (DELIVERY_CHANNELS.includes(channel) && open(channel)) lists.get(channel)?.push(doc.ref);
    }
    read += page.size;
    after = page.docs.at(-1);
    if (page.size < SCAN_PAGE) break;
  }

  // The channels are sent to side by side, each one delivery after the other.
  const sendAll = async (channel: DeliveryChannel) => {
    const sender = resolved.get(channel);
    if (!sender) return;
    for (const ref of lists.get(channel) ?? []) {
      if (limited.has(channel)) return;
      const claim = await claimDelivery(db, ref, channel, sender, {
        now,
        leaseMs,
        siteOrigin: options.siteOrigin,
        official: options.official,
        locale: options.locales?.[channel] ?? 'en',
        localize: options.localize,
      });
      if (claim.kind !== 'claimed') {
        if (claim.kind !== 'skipped') report[claim.kind] += 1;
        continue;
      }
      if (!('send' in sender)) continue;
      // Past this line the message may be posted: anything that stops the run leaves it `sending`,
      // and the next run past the lease marks it unknown rather than sending it again.
      const outcome = await sender.send({ text: claim.text, link: claim.link });
      const recorded = await recordOutcome(db, ref, claim.claim, claim.attempts, outcome, {
        now,
        random,
        policy,
        stamp,
      });
      if (recorded === 'maybeTwice') report.delivered += 1;
      if (recorded) report[recorded] += 1;
      if (outcome.kind === 'retry' && outcome.retryAfterMs !== undefined) {
        limited.add(channel);
        await waitsRef.set(
          { [channel]: Timestamp.fromMillis(now().getTime() + outcome.retryAfterMs) },
          { merge: true },
        );
      }
      options.log?.('Delivery attempt', { id: ref.id, channel, outcome: outcome.kind, result: recorded });
    }
  };
  await Promise.all(DELIVERY_CHANNELS.map(sendAll));

  await noteConfiguredChannels(db, resolved);
  return report;
}

/** Claims one due delivery in a transaction: `sending` with a lease and the text, or why not. */
function claimDelivery(
  db: Firestore,
  ref: DocumentReference,
  channel: DeliveryChannel,
  sender: ChannelSender,
  context: {
    now: () => Date;
    leaseMs: number;
    siteOrigin: string;
    official: OfficialList;
    locale: SiteLocale;
    localize: LocalizeAnnouncement;
  },
): Promise<Claim> {
  return db.runTransaction(async (tx) => {
    const item = await tx.get(ref);
    const at = context.now();
    const due = item.get('dueAt') as Timestamp | undefined;
    if (item.get('state') !== 'pending' || !due || due.toMillis() > at.getTime()) return { kind: 'skipped' };
    const announcementId = String(item.get('announcementId'));
    const announcement = await tx.get(db.collection(ANNOUNCEMENTS).doc(announcementId));
    const stamp = { updatedAt: Timestamp.fromDate(at), updatedBy: 'sender' };
    const end = (state: 'cancelled' | 'failed', reason: string) => {
      tx.update(ref, { state, reason, dueAt: null, ...stamp });
      return { kind: state } as const;
    };
    if (!announcement.exists) return end('cancelled', 'The announcement was deleted before it was sent');
    const data = announcement.data() ?? {};
    if (!optedIn(data.channels).includes(channel)) {
      return end(
        'cancelled',
        `${CHANNEL_NAMES[channel]} was turned off for this announcement before it was sent`,
      );
    }
    const publishAt = typeof data.publishAt === 'string' ? Date.parse(data.publishAt) : Number.NaN;
    if (Number.isFinite(publishAt) && publishAt > at.getTime()) {
      // Rescheduled after it was queued: it waits for the new time.
      tx.update(ref, { dueAt: Timestamp.fromMillis(publishAt), ...stamp });
      return { kind: 'deferred' };
    }
    if ('off' in sender) return end('failed', sender.off);
    const { text, link } = storedMessage(channel, announcementId, data, context);
    const claim = randomUUID();
    const attempts = (typeof item.get('attempts') === 'number' ? (item.get('attempts') as number) : 0) + 1;
    tx.update(ref, {
      state: 'sending',
      claim,
      attempts,
      text,
      leaseUntil: Timestamp.fromMillis(at.getTime() + context.leaseMs),
      dueAt: null,
      ...stamp,
    });
    return { kind: 'claimed', claim, attempts, text, link };
  });
}

/**
 * Records a provider's answer, if the delivery is still this run's claim (`sending`, or `unknown` when
 * the lease ran out first: a late success still counts). What it became, or undefined when the claim
 * was lost (an administrator acted meanwhile).
 */
function recordOutcome(
  db: Firestore,
  ref: DocumentReference,
  claim: string,
  attempts: number,
  outcome: SendOutcome,
  context: {
    now: () => Date;
    random: () => number;
    policy: RetryPolicy;
    stamp: () => Record<string, unknown>;
  },
): Promise<'delivered' | 'maybeTwice' | 'retrying' | 'failed' | undefined> {
  return db.runTransaction(async (tx) => {
    const item = await tx.get(ref);
    const state = item.get('state');
    if (item.get('claim') !== claim || (state !== 'sending' && state !== 'unknown')) return undefined;
    const done = { claim: null, leaseUntil: null, ...context.stamp() };
    // A try that got no answer may have posted all the same; a later success is then marked (ADR 36).
    const unanswered = item.get('unanswered') === true;
    if (outcome.kind === 'sent') {
      tx.update(ref, {
        ...done,
        state: 'delivered',
        reason: unanswered ? MAYBE_TWICE_REASON : null,
        maybeTwice: unanswered,
        deliveredAt: Timestamp.fromDate(context.now()),
        ...(outcome.messageId ? { messageId: outcome.messageId } : {}),
      });
      return unanswered ? 'maybeTwice' : 'delivered';
    }
    const noAnswer = outcome.kind === 'retry' && outcome.unanswered === true ? { unanswered: true } : {};
    if (outcome.kind === 'retry' && attempts < context.policy.maxAttempts) {
      const wait = retryDelayMs(context.policy, attempts, context.random, outcome.retryAfterMs);
      tx.update(ref, {
        ...done,
        ...noAnswer,
        state: 'pending',
        reason: outcome.reason,
        dueAt: Timestamp.fromMillis(context.now().getTime() + wait),
      });
      return 'retrying';
    }
    const reason =
      outcome.kind === 'retry'
        ? `Gave up after ${attempts} tries; the last: ${outcome.reason}`
        : outcome.reason;
    tx.update(ref, { ...done, ...noAnswer, state: 'failed', reason });
    return 'failed';
  });
}

/** Notes which channels have credentials, for the admin panel (written only when that changed). */
async function noteConfiguredChannels(
  db: Firestore,
  resolved: ReadonlyMap<DeliveryChannel, ChannelSender | undefined>,
): Promise<void> {
  const found = Object.fromEntries(
    [...resolved].flatMap(([channel, sender]) => (sender ? [[channel, 'send' in sender]] : [])),
  );
  if (Object.keys(found).length === 0) return;
  const ref = db.collection(CHANNELS_DOC.collection).doc(CHANNELS_DOC.id);
  const stored = (await ref.get()).data() ?? {};
  if (Object.entries(found).every(([channel, on]) => stored[channel] === on)) return;
  await ref.set(found, { merge: true });
}
