import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { historyKey } from './backup-document.js';
import { canonicalJson, decodeValue, encodeValue } from './field-codec.js';
import { isTransient } from './retry.js';

describe('field codec', () => {
  it('keeps a Timestamp to the nanosecond and brings it back as a Timestamp', () => {
    const stored = new Timestamp(1_758_456_000, 123_456_789);
    const encoded = encodeValue(stored, 'faq/a.updatedAt');
    expect(encoded).toEqual({ $timestamp: { seconds: 1_758_456_000, nanoseconds: 123_456_789 } });
    const decoded = decodeValue(JSON.parse(JSON.stringify(encoded)));
    expect(decoded).toBeInstanceOf(Timestamp);
    expect((decoded as Timestamp).isEqual(stored)).toBe(true);
  });

  it('keeps nested maps and arrays, numbers, booleans and null', () => {
    const value = { links: [{ label: 'a', weight: 0.25 }, null, true], count: 3, at: new Timestamp(1, 2) };
    const decoded = decodeValue(JSON.parse(JSON.stringify(encodeValue(value, 'x'))));
    expect(decoded).toEqual(value);
  });

  it('refuses what it cannot keep exactly, naming where it is', () => {
    expect(() => encodeValue(Number.POSITIVE_INFINITY, 'roadmap/r1.order')).toThrow(
      'roadmap/r1.order holds Infinity, which a content backup cannot store exactly',
    );
    expect(() => encodeValue({ geo: new GeoPoint(1, 2) }, 'chartLinks/c')).toThrow(
      /chartLinks\/c\.geo holds a value of type GeoPoint/,
    );
    expect(() => encodeValue({ $timestamp: 1 }, 'faq/f.meta')).toThrow(
      /faq\/f\.meta\.\$timestamp holds a field name starting with \$/,
    );
  });

  it('writes the same text for the same content whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: 2 } })).toBe(
      canonicalJson({ a: { c: 2, d: [1, { y: 2, z: 1 }] }, b: 1 }),
    );
  });
});

describe('historyKey', () => {
  it('sorts by time and carries no colon', () => {
    const keys = ['2026-11-23T09:05:00.001Z', '2026-01-02T00:00:00.000Z', '2026-11-23T10:00:00.000Z'].map(
      (t) => historyKey(new Date(t), 'daily'),
    );
    expect([...keys].sort()).toEqual([keys[1], keys[0], keys[2]]);
    expect(keys[0]).toBe('backups/2026-11-23T09-05-00-001Z-daily.json');
  });
});

describe('isTransient', () => {
  const error = (name: string, status?: number) =>
    Object.assign(new Error(name), { name, ...(status ? { $metadata: { httpStatusCode: status } } : {}) });

  it('retries 5xx, throttling, timeouts and network errors', () => {
    for (const e of [
      error('InternalError', 500),
      error('SlowDown', 503),
      error('TooMany', 429),
      error('TimeoutError'),
    ]) {
      expect(isTransient(e), e.name).toBe(true);
    }
    expect(isTransient(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true);
  });

  it('does not retry a refusal', () => {
    for (const e of [error('AccessDenied', 403), error('NoSuchBucket', 404), error('InvalidRequest', 400)]) {
      expect(isTransient(e), e.name).toBe(false);
    }
  });
});
