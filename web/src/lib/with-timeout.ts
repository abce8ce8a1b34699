/** behaviour §9: loading a script chunk fails after 120 seconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A part of the page whose script did not arrive in time (or at all). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Wraps a dynamic import so it rejects with a ChunkLoadError after `ms`. */
export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(`Loading part of the page timed out after ${ms / 1000} s`)),
        ms,
      );
      load()
        .then(resolve, (error: unknown) =>
          reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error))),
        )
        .finally(() => clearTimeout(timer));
    });
}
