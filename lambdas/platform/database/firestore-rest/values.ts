// Firestore's REST API writes every field as a typed Value (the proto3 JSON mapping of
// google.firestore.v1.Value). These turn them into what firebase-admin hands out for the same
// document (numbers, strings, Buffers, Timestamp-like objects), so the mappers read either alike.

/** A REST Value: exactly one of these keys is set. */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

/** A point in time as Firestore stores it (nanosecond precision), readable as firebase-admin's Timestamp is. */
export class RestTimestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}

  /** Parses RFC 3339 as the REST API writes it: UTC, 0 to 9 fraction digits. */
  static parse(text: string): RestTimestamp {
    const match = /^(.*?)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(text);
    const millis = match ? Date.parse(`${match[1]}${match[3]}`) : Number.NaN;
    if (!match || Number.isNaN(millis)) throw new Error(`Not an RFC 3339 time: ${text.slice(0, 40)}`);
    return new RestTimestamp(Math.floor(millis / 1000), Number((match[2] ?? '').padEnd(9, '0')));
  }

  static fromDate(date: Date): RestTimestamp {
    const millis = date.getTime();
    const seconds = Math.floor(millis / 1000);
    return new RestTimestamp(seconds, (millis - seconds * 1000) * 1_000_000);
  }

  toMillis(): number {
    return this.seconds * 1000 + Math.floor(this.nanoseconds / 1_000_000);
  }

  toDate(): Date {
    return new Date(this.toMillis());
  }

  /** RFC 3339 with all nine fraction digits, as Firestore accepts it. */
  toJSON(): string {
    const whole = new Date(this.seconds * 1000).toISOString().slice(0, 19);
    return `${whole}.${String(this.nanoseconds).padStart(9, '0')}Z`;
  }
}

function double(value: number | string): number {
  // JSON has no NaN or Infinity: the mapping writes them as strings.
  return typeof value === 'number' ? value : Number(value);
}

/** One REST Value as a plain JavaScript value. */
export function fromRestValue(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return double(value.doubleValue);
  if ('timestampValue' in value) return RestTimestamp.parse(value.timestampValue);
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return Buffer.from(value.bytesValue, 'base64');
  // A reference as its document path (firebase-admin would hand out a DocumentReference).
  if ('referenceValue' in value)
    return value.referenceValue.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');
  if ('geoPointValue' in value) {
    return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  }
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(fromRestValue);
  if ('mapValue' in value) return fromRestFields(value.mapValue.fields);
  throw new Error(`Unknown Firestore value type: ${Object.keys(value).join(', ').slice(0, 60)}`);
}

/** A document's (or a map's) fields as a plain object. */
export function fromRestFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields ?? {})) data[name] = fromRestValue(value);
  return data;
}

/** A plain value as a REST Value: what queries compare with and the webhook's creates store. */
export function toRestValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (value instanceof Date) return { timestampValue: RestTimestamp.fromDate(value).toJSON() };
  if (value instanceof RestTimestamp) return { timestampValue: value.toJSON() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  throw new Error(`Cannot store a value of type ${typeof value}`);
}

/** A document's fields as REST Values (undefined fields are left out, as firebase-admin is told to). */
export function toRestFields(data: Record<string, unknown>): Record<string, RestValue> {
  const fields: Record<string, RestValue> = {};
  for (const [name, value] of Object.entries(data))
    if (value !== undefined) fields[name] = toRestValue(value);
  return fields;
}
