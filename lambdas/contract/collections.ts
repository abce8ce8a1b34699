// Apart from the schemas (entities.ts imports zod): the public list route checks its path with this alone.

/** Collections an administrator may write, as named in the URL and in Firestore. */
export const COLLECTIONS = ['donations', 'roadmap', 'faq', 'announcements'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

export function isCollectionName(value: unknown): value is CollectionName {
  return typeof value === 'string' && (COLLECTIONS as readonly string[]).includes(value);
}
