import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  type AdminDeliveries,
  type ConfiguredChannels,
  DELIVERY_ACTIONS,
  DELIVERY_CHANNELS,
  DELIVERY_MESSAGES,
  type DeliveryStatus,
} from '../contract/delivery.js';
import { TRANSACTION_OPTIONS } from '../platform/database/firestore.js';
import { ConflictError, NotFoundError } from '../platform/http/errors.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { CHANNELS_DOC, OUTBOX_COLLECTION, toDeliveryStatus } from './outbox.js';

/** The body of POST /api/admin/deliveries/{id}: send again, or record that it did arrive. */
export const deliveryActionInput = z
  .strictObject({
    action: z.enum(DELIVERY_ACTIONS, { error: DELIVERY_MESSAGES.actionInvalid }),
    /** The provider's message id, when the administrator found the message in the channel. */
    messageId: z
      .string({ error: DELIVERY_MESSAGES.messageIdInvalid })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, DELIVERY_MESSAGES.messageIdInvalid)
      .optional(),
  })
  .refine((input) => input.action === 'delivered' || input.messageId === undefined, {
    message: 'Only "delivered" takes a message id',
    path: ['messageId'],
  });
export type DeliveryActionInput = z.infer<typeof deliveryActionInput>;

/** Every delivery, newest first (at most 500, the bound of every admin read), and the channels set up. */
export async function listDeliveries(db: Firestore): Promise<AdminDeliveries> {
  const [items, noted] = await Promise.all([
    db.collection(OUTBOX_COLLECTION).orderBy('queuedAt', 'desc').limit(500).get(),
    db.collection(CHANNELS_DOC.collection).doc(CHANNELS_DOC.id).get(),
  ]);
  const channels = Object.fromEntries(
    DELIVERY_CHANNELS.map((c) => [c, typeof noted.get(c) === 'boolean' ? (noted.get(c) as boolean) : null]),
  ) as ConfiguredChannels;
  return { deliveries: items.docs.map((doc) => toDeliveryStatus(doc.id, doc.data())), channels };
}

/**
 * The administrator's answer to a failed, unknown or cancelled delivery (ADR 36), in one transaction:
 * `retry` queues it now with its tries reset; `delivered` records that the message is in the channel.
 * Asking again for what is already so answers the same and writes nothing, so a resent request is
 * harmless; a retry of a delivered one is refused, since it would post twice.
 */
export function actOnDelivery(
  db: Firestore,
  id: string,
  input: DeliveryActionInput,
  user: VerifiedUser,
  now = new Date(),
): Promise<DeliveryStatus> {
  return db.runTransaction(async (tx) => {
    const ref = db.collection(OUTBOX_COLLECTION).doc(id);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotFoundError(DELIVERY_MESSAGES.notFound);
    const current = snapshot.data() ?? {};
    const stamp = { updatedAt: Timestamp.fromDate(now), updatedBy: user.email ?? user.uid };
    let change: Record<string, unknown>;
    if (input.action === 'retry') {
      if (current.state === 'pending') return toDeliveryStatus(id, current);
      if (!['failed', 'unknown', 'cancelled'].includes(current.state))
        throw new ConflictError(DELIVERY_MESSAGES.notRetryable);
      change = {
        state: 'pending',
        attempts: 0,
        dueAt: Timestamp.fromDate(now),
        reason: null,
        claim: null,
        leaseUntil: null,
        // A fresh start: whether an earlier try went out is the administrator's call, already made.
        unanswered: null,
        maybeTwice: null,
      };
    } else {
      if (current.state === 'delivered') return toDeliveryStatus(id, current);
      if (!['failed', 'unknown'].includes(current.state))
        throw new ConflictError(DELIVERY_MESSAGES.notMarkable);
      change = {
        state: 'delivered',
        deliveredAt: Timestamp.fromDate(now),
        reason: `Marked as delivered by ${stamp.updatedBy}`,
        claim: null,
        leaseUntil: null,
        dueAt: null,
        ...(input.messageId ? { messageId: input.messageId } : {}),
      };
    }
    const after = { ...current, ...change, ...stamp };
    tx.update(ref, { ...change, ...stamp });
    return toDeliveryStatus(id, after);
  }, TRANSACTION_OPTIONS);
}
