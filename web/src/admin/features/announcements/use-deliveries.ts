import type { ConfiguredChannels, DeliveryStatus } from '@contract';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';

/** The announcements' posts to the chats (behaviour §14.1), what is set up, and the retry. */
export interface DeliveriesState {
  /** By announcement id. */
  byAnnouncement: ReadonlyMap<string, DeliveryStatus[]>;
  channels: ConfiguredChannels;
  /** What went wrong reading or retrying, if anything. */
  error: string | null;
  /** Queues one delivery again (or records it as delivered), then reads the list again. */
  act(id: string, action: 'retry' | 'delivered'): Promise<void>;
  reload(): Promise<void>;
}

const NOT_CHECKED: ConfiguredChannels = { telegram: null, discord: null };

export function useDeliveries(): DeliveriesState {
  const api = useApi();
  const [deliveries, setDeliveries] = useState<DeliveryStatus[]>([]);
  const [channels, setChannels] = useState<ConfiguredChannels>(NOT_CHECKED);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      const answer = await api.deliveries();
      setDeliveries(answer.deliveries);
      setChannels(answer.channels);
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not load the deliveries');
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const act = useCallback(
    async (id: string, action: 'retry' | 'delivered') => {
      try {
        await api.actOnDelivery(id, { action });
        await reload();
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : 'Operation failed');
      }
    },
    [api, reload],
  );
  const byAnnouncement = new Map<string, DeliveryStatus[]>();
  for (const delivery of deliveries) {
    byAnnouncement.set(delivery.announcementId, [
      ...(byAnnouncement.get(delivery.announcementId) ?? []),
      delivery,
    ]);
  }
  return { byAnnouncement, channels, error, act, reload };
}
