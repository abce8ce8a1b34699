/** Firestore Timestamp, Date or ISO string to ISO 8601; anything else is dropped. */
export function isoTime(value: unknown): string | undefined {
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate().toISOString();
  }
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : undefined;
}
