// The delivery of announcements to the community's chats (behaviour §14.1, ADR 36): what the admin
// panel reads and sends. No zod here: the web imports these types and words too.

/** The chats an announcement may be posted to, each opt-in per announcement. */
export const DELIVERY_CHANNELS = ['telegram', 'discord'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** An announcement's opt-in: absent or false, the channel gets nothing. */
export type DeliveryChannels = Partial<Record<DeliveryChannel, boolean>>;

/**
 * Where one announcement stands in one channel: queued (`pending`), being sent (`sending`),
 * `delivered` (with the provider's message id), `failed` (with the reason), `unknown` (the sender
 * stopped between sending and recording: check the chat) or `cancelled` (deleted or opted out before
 * it was sent).
 */
export const DELIVERY_STATES = ['pending', 'sending', 'delivered', 'failed', 'unknown', 'cancelled'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One announcement's delivery to one channel, as the admin panel sees it. */
export interface DeliveryStatus {
  /** `<announcementId>_<channel>`. */
  id: string;
  announcementId: string;
  channel: DeliveryChannel;
  state: DeliveryState;
  /** Sends tried so far. */
  attempts: number;
  /** The provider's message id, once delivered. */
  messageId?: string;
  /** Why it failed, is unknown or was cancelled; for `pending` after a failed try, the last error. */
  reason?: string;
  /** ISO 8601: when the next try is due (`pending` only). */
  dueAt?: string;
  /** ISO 8601. */
  deliveredAt?: string;
  /** Delivered after a try that got no answer, which may have posted it too: check the channel. */
  maybeTwice?: boolean;
  /** The text sent (or being sent), as the channel got it. */
  text?: string;
  updatedAt?: string;
  updatedBy?: string;
}

/** Whether each channel has credentials, as the sender last found them (null: not checked yet). */
export type ConfiguredChannels = Record<DeliveryChannel, boolean | null>;

/** The data of GET /api/admin/deliveries. */
export interface AdminDeliveries {
  deliveries: DeliveryStatus[];
  channels: ConfiguredChannels;
}

/** What the administrator may do with one delivery: send it again, or say it did arrive. */
export const DELIVERY_ACTIONS = ['retry', 'delivered'] as const;
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];

/** The largest message each provider accepts, in characters (UTF-16 code units, the stricter count). */
export const CHANNEL_MESSAGE_LIMITS: Readonly<Record<DeliveryChannel, number>> = {
  telegram: 4096,
  discord: 2000,
};

export const DELIVERY_MESSAGES = {
  actionInvalid: 'Action must be "retry" or "delivered"',
  messageIdInvalid: 'Message id must be 1 to 64 letters, digits, "-" or "_"',
  notFound: 'No delivery with this id',
  notRetryable: 'Only a failed, unknown or cancelled delivery can be sent again',
  notMarkable: 'Only an unknown or failed delivery can be marked as delivered',
  retried: 'Delivery queued again',
  markedDelivered: 'Delivery marked as delivered',
  channelsInvalid: 'Channels must be {"telegram": true|false, "discord": true|false}',
} as const;
