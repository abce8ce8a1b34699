/**
 * Opens something once per Lambda instance (a client, a secret) and hands every later call the
 * same promise. A failure is not kept: the next call opens again, so an outage passes and a fixed
 * secret is picked up without a redeploy.
 */
export function oncePerInstance<T>(open: () => Promise<T>): () => Promise<T> {
  let opened: Promise<T> | undefined;
  return () => {
    opened ??= open().catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };
}
