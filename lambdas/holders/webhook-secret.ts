import { secretString } from '../platform/secrets/secret-string.js';
import type { HolderFeedConfig } from './holder-config.js';

/** The webhook's shared secret: Secrets Manager deployed, the environment in the local stack. */
export function webhookSecret(feed: HolderFeedConfig): () => Promise<string> {
  return () => secretString(feed.HOLDER_WEBHOOK_SECRET_ARN, feed.HOLDER_WEBHOOK_SECRET, 'holder webhook');
}
