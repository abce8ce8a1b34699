// What a read needs from Firestore, and nothing more. firebase-admin's Firestore has this shape, and
// so has the REST reader (firestore-rest/rest-firestore.ts) that the public routes use: the same read
// function serves a public route over REST and a scheduled or admin function over firebase-admin.

export type ReadData = Record<string, unknown>;

/** The comparisons the reads use. */
export type ReadFilterOp = '<' | '<=' | '==' | '!=' | '>=' | '>';

export interface ReadDocument {
  readonly id: string;
  readonly exists: boolean;
  data(): ReadData | undefined;
  /** One field; a dotted path reads into maps. */
  get(field: string): unknown;
}

/** A document a query found: it exists, so its data is there. */
export interface ReadQueryDocument extends ReadDocument {
  data(): ReadData;
}

export interface ReadQuerySnapshot {
  readonly docs: ReadQueryDocument[];
  readonly empty: boolean;
}

export interface ReadQuery {
  where(field: string, op: ReadFilterOp, value: unknown): ReadQuery;
  orderBy(field: string, direction?: 'asc' | 'desc'): ReadQuery;
  limit(count: number): ReadQuery;
  get(): Promise<ReadQuerySnapshot>;
}

export interface ReadDocumentReference {
  readonly id: string;
  collection(id: string): ReadCollection;
  get(): Promise<ReadDocument>;
}

export interface ReadCollection extends ReadQuery {
  doc(id: string): ReadDocumentReference;
}

export interface ReadDatabase {
  collection(path: string): ReadCollection;
}
