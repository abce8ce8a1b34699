import type { DeliveryChannel, DeliveryStatus } from '@contract';

const CHANNEL: Record<DeliveryChannel, string> = { telegram: 'Telegram', discord: 'Discord' };

/** One delivery in words: delivered with the message id, pending, failed with the reason... */
export function deliveryText(delivery: DeliveryStatus): string {
  const name = CHANNEL[delivery.channel];
  switch (delivery.state) {
    case 'delivered':
      return `${name}: delivered${delivery.messageId ? ` (message ${delivery.messageId})` : ''}${
        delivery.maybeTwice ? ', may have been posted twice: check the channel' : ''
      }`;
    case 'pending':
      return `${name}: pending${delivery.reason ? ` (will try again; last: ${delivery.reason})` : ''}`;
    case 'sending':
      return `${name}: sending`;
    case 'failed':
      return `${name}: failed: ${delivery.reason ?? 'no reason given'}`;
    case 'unknown':
      return `${name}: unknown: ${delivery.reason ?? ''}`;
    case 'cancelled':
      return `${name}: not sent: ${delivery.reason ?? ''}`;
  }
}

/** Each channel's state for one announcement, with Retry (and, when unknown, "It arrived"). */
export function DeliveryLines({
  deliveries,
  onAct,
}: {
  deliveries: readonly DeliveryStatus[];
  onAct: (id: string, action: 'retry' | 'delivered') => void;
}) {
  if (deliveries.length === 0) return null;
  return (
    <ul aria-label="Posted to">
      {deliveries.map((delivery) => (
        <li key={delivery.id}>
          {deliveryText(delivery)}{' '}
          {['failed', 'unknown', 'cancelled'].includes(delivery.state) ? (
            <button type="button" className="adm-button" onClick={() => onAct(delivery.id, 'retry')}>
              Retry {CHANNEL[delivery.channel]}
            </button>
          ) : null}
          {delivery.state === 'unknown' ? (
            <button type="button" className="adm-button" onClick={() => onAct(delivery.id, 'delivered')}>
              It arrived on {CHANNEL[delivery.channel]}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
