import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { BackupCollections, EncodedValue } from './backup-document.js';

/** A stored value the backup format cannot hold exactly; the export fails rather than drop it. */
export class UnsupportedValueError extends Error {
  constructor(path: string, what: string) {
    super(`${path} holds ${what}, which a content backup cannot store exactly`);
    this.name = 'UnsupportedValueError';
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A Firestore field value to its JSON form; `path` names it in errors. */
export function encodeValue(value: unknown, path: string): EncodedValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new UnsupportedValueError(path, String(value));
    return value;
  }
  if (value instanceof Timestamp) {
    return { $timestamp: { seconds: value.seconds, nanoseconds: value.nanoseconds } };
  }
  if (Array.isArray(value)) return value.map((item, i) => encodeValue(item, `${path}[${i}]`));
  if (isPlainObject(value)) {
    const out: Record<string, EncodedValue> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith('$'))
        throw new UnsupportedValueError(`${path}.${key}`, 'a field name starting with $');
      out[key] = encodeValue(item, `${path}.${key}`);
    }
    return out;
  }
  const kind = (value as { constructor?: { name?: string } })?.constructor?.name ?? typeof value;
  throw new UnsupportedValueError(path, `a value of type ${kind}`);
}

/** The JSON form back to what Firestore stores: tagged Timestamps become Timestamps again. */
export function decodeValue(value: EncodedValue): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(decodeValue);
  if ('$timestamp' in value) {
    const { seconds, nanoseconds } = value.$timestamp as { seconds: number; nanoseconds: number };
    return new Timestamp(seconds, nanoseconds);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeValue(v as EncodedValue)]));
}

/** Decodes every field of an entry. */
export function decodeFields(fields: Record<string, EncodedValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decodeValue(v)]));
}

/** JSON with object keys sorted, so equal content always gives equal text (and an equal hash). */
export function canonicalJson(value: unknown, indent?: number): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (!isPlainObject(item)) return item;
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .map((k) => [k, item[k]]),
      );
    },
    indent,
  );
}

/** SHA-256 of the collections' canonical JSON. */
export function contentHash(collections: Partial<BackupCollections>): string {
  return createHash('sha256').update(canonicalJson(collections)).digest('hex');
}
