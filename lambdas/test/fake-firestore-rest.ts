import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { certificateFor } from './tls-front.js';

/** One request as the fake received it. */
export interface RestCall {
  readonly host: string | undefined;
  readonly method: string;
  /** Path without the query string, e.g. `/v1/projects/p/databases/(default)/documents:commit`. */
  readonly path: string;
  readonly authorization: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the JSON it sent.
  readonly body: any;
}

const TRANSACTION = Buffer.from('fake-transaction').toString('base64');

/** A value in the REST wire format: numbers as integers, null, maps (a stored read's `facts`), everything else as text. */
function restValue(value: unknown): unknown {
  if (typeof value === 'number') return { integerValue: String(value) };
  if (value === null) return { nullValue: null };
  if (typeof value === 'object')
    return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
  return { stringValue: String(value) };
}

/** Plain fields in the REST wire format. */
const restFields = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, restValue(v)]));
const TIME = '2026-01-01T00:00:00.000000Z';

/**
 * A stand-in for Firestore's REST API (the wire format of `preferRest`), over TLS with a
 * certificate for firestore.googleapis.com: it answers reads with the documents it is given (and
 * a transaction id when one is asked for) and accepts every commit, recording each request.
 */
export async function startFakeFirestoreRest(
  documents: Record<string, Record<string, unknown>[]> = {},
  /** Documents a read by id finds, by their path under `documents/` (`donationLedger/<wallet>/transactions/<id>`). */
  byPath: Record<string, Record<string, unknown>> = {},
) {
  const tls = certificateFor('firestore.googleapis.com');
  const calls: RestCall[] = [];
  const server: Server = createServer({ cert: tls.cert, key: tls.key }, (req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const body = text ? JSON.parse(text) : undefined;
      const path = (req.url ?? '').split('?')[0] ?? '';
      calls.push({
        host: req.headers.host,
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        body,
      });
      const transaction = body?.newTransaction ? { transaction: TRANSACTION } : {};
      res.writeHead(200, { 'content-type': 'application/json' });
      if (path.endsWith(':runQuery')) {
        const collection = body.structuredQuery.from[0].collectionId as string;
        const docs = (documents[collection] ?? []).map((fields, i) => ({
          document: {
            name: `${path.slice(4, -':runQuery'.length)}/${collection}/doc${i}`,
            fields: restFields(fields),
            createTime: TIME,
            updateTime: TIME,
          },
          readTime: TIME,
        }));
        const answer = docs.length ? docs : [{ readTime: TIME }];
        res.end(JSON.stringify(answer.map((item, i) => (i === 0 ? { ...item, ...transaction } : item))));
      } else if (path.endsWith(':batchGet')) {
        res.end(
          JSON.stringify(
            (body.documents as string[]).map((name) => {
              const fields = byPath[name.slice(name.indexOf('/documents/') + '/documents/'.length)];
              return fields
                ? {
                    found: { name, fields: restFields(fields), createTime: TIME, updateTime: TIME },
                    readTime: TIME,
                    ...transaction,
                  }
                : { missing: name, readTime: TIME, ...transaction };
            }),
          ),
        );
      } else if (path.endsWith(':commit')) {
        res.end(
          JSON.stringify({ writeResults: body.writes.map(() => ({ updateTime: TIME })), commitTime: TIME }),
        );
      } else if (path.endsWith(':rollback')) {
        res.end('{}');
      } else {
        res.writeHead(404).end('{}');
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** Trust this CA, and only it, for the fake's connections. */
    ca: tls.cert,
    calls,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
