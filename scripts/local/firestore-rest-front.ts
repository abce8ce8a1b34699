import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type * as GrpcJs from '@grpc/grpc-js';
import type * as Serializer from 'proto3-json-serializer';
import type * as ProtobufJs from 'protobufjs';

// Firestore's REST API in front of the local gRPC emulator. The package emulator speaks gRPC only,
// while the deployed functions read Firestore over REST: this front lets the very same REST client
// run against the same emulator (and the same data) as the rest of the local stack and the tests.
// It translates, and decides nothing: JSON (the proto3 JSON mapping, as Google's REST API uses it)
// becomes the request message, goes to the emulator over gRPC on loopback, and the answer comes
// back as JSON. The conversions are the official library's (proto3-json-serializer), from the
// protocol descriptors that ship with @google-cloud/firestore.

const require = createRequire(import.meta.url);
const grpc = createRequire(require.resolve('@firestore-emulator/server'))('@grpc/grpc-js') as typeof GrpcJs;
const protobuf = require('protobufjs') as typeof ProtobufJs;
const { fromProto3JSON, toProto3JSON } = require('proto3-json-serializer') as typeof Serializer;
const descriptors = require('@google-cloud/firestore/build/protos/v1.json') as ProtobufJs.INamespace;

const root = protobuf.Root.fromJSON(descriptors);
const type = (name: string) => root.lookupType(`google.firestore.v1.${name}`);

/** The REST methods we serve: `documents:{verb}` on a database (or, for runQuery, under a document). */
const METHODS = {
  runQuery: { rpc: 'RunQuery', request: 'RunQueryRequest', response: 'RunQueryResponse', stream: true },
  batchGet: {
    rpc: 'BatchGetDocuments',
    request: 'BatchGetDocumentsRequest',
    response: 'BatchGetDocumentsResponse',
    stream: true,
  },
  beginTransaction: {
    rpc: 'BeginTransaction',
    request: 'BeginTransactionRequest',
    response: 'BeginTransactionResponse',
    stream: false,
  },
  commit: { rpc: 'Commit', request: 'CommitRequest', response: 'CommitResponse', stream: false },
  rollback: { rpc: 'Rollback', request: 'RollbackRequest', response: 'google.protobuf.Empty', stream: false },
} as const;
type Verb = keyof typeof METHODS;

/** gRPC status codes by number, as Google's REST errors name them. */
const STATUS = [
  ['OK', 200],
  ['CANCELLED', 499],
  ['UNKNOWN', 500],
  ['INVALID_ARGUMENT', 400],
  ['DEADLINE_EXCEEDED', 504],
  ['NOT_FOUND', 404],
  ['ALREADY_EXISTS', 409],
  ['PERMISSION_DENIED', 403],
  ['RESOURCE_EXHAUSTED', 429],
  ['FAILED_PRECONDITION', 400],
  ['ABORTED', 409],
  ['OUT_OF_RANGE', 400],
  ['UNIMPLEMENTED', 501],
  ['INTERNAL', 500],
  ['UNAVAILABLE', 503],
  ['DATA_LOSS', 500],
  ['UNAUTHENTICATED', 401],
] as const;

export interface FirestoreRestFront {
  /** `host:port` of the REST API (http). */
  readonly host: string;
  stop(): Promise<void>;
}

// The emulator accepts any credential; so does the real emulator, with `Bearer owner` by convention.
// A request without one is refused, as Firestore would: the client must send what production sends.
const AUTHORIZED = /^Bearer \S+$/;

/** Serves Firestore's REST API on loopback, forwarding to the gRPC emulator at `grpcHost`. */
export async function startFirestoreRestFront(grpcHost: string): Promise<FirestoreRestFront> {
  const Client = grpc.makeGenericClientConstructor({}, 'Firestore');
  const client = new Client(grpcHost, grpc.credentials.createInsecure());
  const server = createServer((request, response) => {
    serve(client, request, response).catch((error) => sendError(response, 500, 'INTERNAL', String(error)));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      client.close();
    },
  };
}

async function serve(
  client: GrpcJs.Client,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const match = /^\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents(?:\/[^:]*)?):(\w+)$/.exec(
    decodeURIComponent(new URL(request.url ?? '/', 'http://front').pathname),
  );
  const verb = match?.[2] as Verb | undefined;
  if (request.method !== 'POST' || !match || !verb || !(verb in METHODS)) {
    return sendError(response, 404, 'NOT_FOUND', `No such method: ${request.method} ${request.url}`);
  }
  if (!AUTHORIZED.test(request.headers.authorization ?? '')) {
    return sendError(
      response,
      401,
      'UNAUTHENTICATED',
      'Request is missing required authentication credential',
    );
  }
  const method = METHODS[verb];
  let body: Record<string, unknown>;
  try {
    body = JSON.parse((await readBody(request)) || '{}');
  } catch {
    return sendError(response, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received');
  }
  // The path carries the parent (runQuery) or the database (the others), as in Google's URL mapping.
  const path = match[1] as string;
  const target: Record<string, string> =
    verb === 'runQuery' ? { parent: path } : { database: path.replace(/\/documents$/, '') };
  const requestType = type(method.request);
  const message = fromProto3JSON(requestType, { ...body, ...target } as unknown as Serializer.JSONObject);
  const bytes = Buffer.from(requestType.encode(message as ProtobufJs.Message).finish());
  const responseType = method.response.startsWith('google.')
    ? root.lookupType(method.response)
    : type(method.response);
  const toJson = (raw: Buffer) => toProto3JSON(responseType.decode(raw));
  const rpcPath = `/google.firestore.v1.Firestore/${method.rpc}`;
  const identity = (value: Buffer) => value;

  if (method.stream) {
    const answers: unknown[] = [];
    const stream = client.makeServerStreamRequest(rpcPath, identity, identity, bytes);
    stream.on('data', (raw: Buffer) => answers.push(toJson(raw)));
    stream.on('error', (error: GrpcJs.ServiceError) => sendGrpcError(response, error));
    stream.on('end', () => sendJson(response, 200, answers));
    return;
  }
  client.makeUnaryRequest(rpcPath, identity, identity, bytes, (error, raw) => {
    if (error) sendGrpcError(response, error);
    else sendJson(response, 200, toJson(raw as Buffer));
  });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(value));
}

function sendError(response: ServerResponse, code: number, status: string, message: string): void {
  sendJson(response, code, { error: { code, message, status } });
}

function sendGrpcError(response: ServerResponse, error: GrpcJs.ServiceError): void {
  const [status, code] = STATUS[error.code] ?? STATUS[2];
  sendError(response, code, status, error.details || error.message);
}
