import { HttpRequestError, httpRequest } from '../../http/http-client.js';
import type {
  ReadCollection,
  ReadData,
  ReadDatabase,
  ReadDocument,
  ReadDocumentReference,
  ReadFilterOp,
  ReadQuery,
  ReadQueryDocument,
  ReadQuerySnapshot,
} from '../read-database.js';
import { fromRestFields, type RestValue, toRestFields, toRestValue } from './values.js';

/** Where and how to reach Firestore's REST API. */
export interface RestFirestoreOptions {
  readonly projectId: string;
  /** `https://firestore.googleapis.com` deployed; the local emulator's REST front otherwise. */
  readonly origin: string;
  /** The bearer token of each request. */
  readonly token: () => string;
  readonly timeoutMs: number;
  /** The Firestore database. @default '(default)' */
  readonly databaseId?: string;
}

/** gRPC status codes by the names REST errors carry, so callers tell an outage from a refusal alike. */
const GRPC_CODES: Record<string, number> = {
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
};
const UNAVAILABLE = 14;

/** Firestore refused or failed a request; `code` is the gRPC code, as firebase-admin's errors carry. */
export class FirestoreRestError extends Error {
  override readonly name = 'FirestoreRestError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const OPERATORS: Record<ReadFilterOp, string> = {
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '>=': 'GREATER_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
};

/** Field names the reads use are plain identifiers; anything else would need Firestore's quoting. */
function fieldPath(field: string): { fieldPath: string } {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field))
    throw new Error(`Unsupported field path: ${field.slice(0, 40)}`);
  return { fieldPath: field };
}

function segments(path: string): string[] {
  const parts = path.split('/');
  if (parts.some((part) => part === '')) throw new Error('A Firestore path has an empty segment');
  return parts;
}

interface RestDocument {
  readonly name: string;
  readonly fields?: Record<string, RestValue>;
}

class Snapshot implements ReadDocument {
  readonly id: string;
  constructor(
    name: string,
    private readonly fields: ReadData | undefined,
  ) {
    this.id = name.slice(name.lastIndexOf('/') + 1);
  }
  get exists(): boolean {
    return this.fields !== undefined;
  }
  data(): ReadData | undefined {
    return this.fields;
  }
  get(field: string): unknown {
    let value: unknown = this.fields;
    for (const part of field.split('.')) value = (value as ReadData | undefined)?.[part];
    return value;
  }
}

/** A document to create: the commit fails as a whole (ALREADY_EXISTS) if any of them exists. */
export interface RestCreate {
  /** Path under the database root, e.g. `newHolders/{id}`. */
  readonly path: string;
  readonly data: Record<string, unknown>;
}

/**
 * Firestore's REST API over node:https alone: the reads the public routes need, and the creates
 * of the holder webhook.
 */
export class RestFirestore implements ReadDatabase {
  /** `projects/{p}/databases/{database}/documents` */
  readonly root: string;

  constructor(private readonly options: RestFirestoreOptions) {
    this.root = `projects/${options.projectId}/databases/${options.databaseId ?? '(default)'}/documents`;
  }

  collection(path: string): ReadCollection {
    const parts = segments(path);
    if (parts.length % 2 !== 1) throw new Error(`Not a collection path: ${path.slice(0, 60)}`);
    return new RestCollection(this, parts.slice(0, -1).join('/'), parts[parts.length - 1] as string, {});
  }

  /** POSTs `body` to `{parent}:{verb}` and answers the parsed JSON; a refusal or an outage throws. */
  async call(parent: string, verb: string, body: unknown): Promise<unknown> {
    const path = parent.split('/').map(encodeURIComponent).join('/');
    let answer: Awaited<ReturnType<typeof httpRequest>>;
    try {
      answer = await httpRequest(`${this.options.origin}/v1/${path}:${verb}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.token()}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        timeoutMs: this.options.timeoutMs,
        // Reads may go again on a fresh connection when a kept-alive one was closed; a commit may not.
        idempotent: verb !== 'commit',
        // A content list at its largest (500 entries of the longest texts) stays well below this.
        maxBytes: 16 * 1024 * 1024,
      });
    } catch (error) {
      // No answer: the request may or may not have arrived, as with gRPC's UNAVAILABLE.
      if (error instanceof HttpRequestError) throw new FirestoreRestError(UNAVAILABLE, error.message);
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      parsed = undefined;
    }
    if (answer.status === 200 && parsed !== undefined) return parsed;
    const error = (parsed as { error?: { status?: string; message?: string } } | undefined)?.error;
    const code = GRPC_CODES[error?.status ?? ''] ?? (answer.status >= 500 ? UNAVAILABLE : 2);
    throw new FirestoreRestError(
      code,
      `Firestore answered ${answer.status}: ${error?.message ?? 'no error body'}`,
    );
  }

  /** Creates every document in one commit, or none: ALREADY_EXISTS (code 6) if one is there. */
  async create(documents: readonly RestCreate[]): Promise<void> {
    const writes = documents.map(({ path, data }) => ({
      update: { name: `${this.root}/${segments(path).join('/')}`, fields: toRestFields(data) },
      currentDocument: { exists: false },
    }));
    await this.call(this.root, 'commit', { writes });
  }

  /** Reads one document by its path under the database root. */
  async getDocument(path: string): Promise<ReadDocument> {
    const name = `${this.root}/${path}`;
    const answers = (await this.call(this.root, 'batchGet', { documents: [name] })) as {
      found?: RestDocument;
      missing?: string;
    }[];
    const found = answers.find((answer) => answer.found)?.found;
    return new Snapshot(name, found ? fromRestFields(found.fields) : undefined);
  }
}

interface QueryShape {
  readonly where?: readonly { field: string; op: ReadFilterOp; value: unknown }[];
  readonly orderBy?: readonly { field: string; direction: 'asc' | 'desc' }[];
  readonly limit?: number;
}

class RestQuery implements ReadQuery {
  constructor(
    protected readonly reader: RestFirestore,
    /** The path of the document the collection sits under, '' at the root. */
    protected readonly parentPath: string,
    protected readonly collectionId: string,
    private readonly shape: QueryShape,
  ) {}

  where(field: string, op: ReadFilterOp, value: unknown): ReadQuery {
    const where = [...(this.shape.where ?? []), { field, op, value }];
    return new RestQuery(this.reader, this.parentPath, this.collectionId, { ...this.shape, where });
  }

  orderBy(field: string, direction: 'asc' | 'desc' = 'asc'): ReadQuery {
    const orderBy = [...(this.shape.orderBy ?? []), { field, direction }];
    return new RestQuery(this.reader, this.parentPath, this.collectionId, { ...this.shape, orderBy });
  }

  limit(count: number): ReadQuery {
    return new RestQuery(this.reader, this.parentPath, this.collectionId, { ...this.shape, limit: count });
  }

  async get(): Promise<ReadQuerySnapshot> {
    const filters = (this.shape.where ?? []).map(({ field, op, value }) => ({
      fieldFilter: { field: fieldPath(field), op: OPERATORS[op], value: toRestValue(value) },
    }));
    const structuredQuery = {
      from: [{ collectionId: this.collectionId }],
      ...(filters.length === 1 ? { where: filters[0] } : {}),
      ...(filters.length > 1 ? { where: { compositeFilter: { op: 'AND', filters } } } : {}),
      ...(this.shape.orderBy
        ? {
            orderBy: this.shape.orderBy.map(({ field, direction }) => ({
              field: fieldPath(field),
              direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
            })),
          }
        : {}),
      ...(this.shape.limit !== undefined ? { limit: this.shape.limit } : {}),
    };
    const parent = this.parentPath ? `${this.reader.root}/${this.parentPath}` : this.reader.root;
    const answers = (await this.reader.call(parent, 'runQuery', { structuredQuery })) as {
      document?: RestDocument;
    }[];
    const docs = answers.flatMap((answer) =>
      answer.document ? [new Snapshot(answer.document.name, fromRestFields(answer.document.fields))] : [],
    ) as ReadQueryDocument[];
    return { docs, empty: docs.length === 0 };
  }
}

class RestCollection extends RestQuery implements ReadCollection {
  doc(id: string): ReadDocumentReference {
    if (segments(id).length !== 1) throw new Error(`Not a document id: ${id.slice(0, 60)}`);
    const path = `${this.parentPath ? `${this.parentPath}/` : ''}${this.collectionId}/${id}`;
    const reader = this.reader;
    return {
      id,
      collection: (child: string) => new RestCollection(reader, path, child, {}),
      get: () => reader.getDocument(path),
    };
  }
}
