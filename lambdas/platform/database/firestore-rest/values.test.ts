import { describe, expect, it } from 'vitest';
import { fromRestFields, fromRestValue, RestTimestamp, toRestFields, toRestValue } from './values.js';

describe('REST values as plain values', () => {
  it('reads every scalar type as firebase-admin hands it out', () => {
    expect(
      fromRestFields({
        s: { stringValue: 'text' },
        i: { integerValue: '42' },
        d: { doubleValue: 0.25 },
        nan: { doubleValue: 'NaN' },
        b: { booleanValue: false },
        n: { nullValue: null },
        bytes: { bytesValue: Buffer.from('hi').toString('base64') },
        ref: { referenceValue: 'projects/p/databases/(default)/documents/faq/a' },
        geo: { geoPointValue: { latitude: 1.5 } },
      }),
    ).toEqual({
      s: 'text',
      i: 42,
      d: 0.25,
      nan: Number.NaN,
      b: false,
      n: null,
      bytes: Buffer.from('hi'),
      ref: 'faq/a',
      geo: { latitude: 1.5, longitude: 0 },
    });
  });

  it('reads arrays and maps, nested', () => {
    expect(
      fromRestValue({
        mapValue: {
          fields: {
            list: { arrayValue: { values: [{ integerValue: '1' }, { mapValue: {} }] } },
            empty: { arrayValue: {} },
          },
        },
      }),
    ).toEqual({ list: [1, {}], empty: [] });
  });

  it('reads a time to the nanosecond and converts it as a Timestamp does', () => {
    const time = fromRestValue({ timestampValue: '2026-11-23T10:00:01.123456789Z' }) as RestTimestamp;
    expect(time).toBeInstanceOf(RestTimestamp);
    expect(time.seconds).toBe(Date.UTC(2026, 10, 23, 10, 0, 1) / 1000);
    expect(time.nanoseconds).toBe(123_456_789);
    expect(time.toDate().toISOString()).toBe('2026-11-23T10:00:01.123Z');
    expect(time.toJSON()).toBe('2026-11-23T10:00:01.123456789Z');
    expect(RestTimestamp.parse('2026-11-23T10:00:00Z').toMillis()).toBe(Date.UTC(2026, 10, 23, 10));
    expect(RestTimestamp.parse('2026-11-23T12:00:00.5+02:00').toDate().toISOString()).toBe(
      '2026-11-23T10:00:00.500Z',
    );
  });

  it('refuses what is not a value or not a time, without quoting much of it', () => {
    expect(() => fromRestValue({ mystery: 1 } as never)).toThrow('Unknown Firestore value type: mystery');
    expect(() => RestTimestamp.parse(`yesterday${'x'.repeat(100)}`)).toThrow(/^Not an RFC 3339 time: .{40}$/);
  });
});

describe('plain values as REST values (query comparisons)', () => {
  it('writes strings, whole and fractional numbers, booleans, null and times', () => {
    expect(toRestValue('2026-11-01')).toEqual({ stringValue: '2026-11-01' });
    expect(toRestValue(7)).toEqual({ integerValue: '7' });
    expect(toRestValue(0.5)).toEqual({ doubleValue: 0.5 });
    expect(toRestValue(true)).toEqual({ booleanValue: true });
    expect(toRestValue(null)).toEqual({ nullValue: null });
    expect(toRestValue(new Date('2026-11-23T10:00:00.250Z'))).toEqual({
      timestampValue: '2026-11-23T10:00:00.250000000Z',
    });
  });

  it('refuses a value it cannot store', () => {
    expect(() => toRestValue({ a: 1 })).toThrow('Cannot store a value of type object');
  });

  it("writes a document's fields, leaving out undefined ones", () => {
    expect(toRestFields({ wallet: 'W', n: 2, at: new Date(0), gone: undefined })).toEqual({
      wallet: { stringValue: 'W' },
      n: { integerValue: '2' },
      at: { timestampValue: '1970-01-01T00:00:00.000000000Z' },
    });
  });
});
