import { createRequire } from 'node:module';
import type * as Emulator from '@firestore-emulator/server';
import type * as GrpcJs from '@grpc/grpc-js';
import { startFirestoreRestFront } from './firestore-rest-front.js';
import { serialiseTransactions } from './transaction-lock.js';

/** A running Firestore emulator: `host` is what FIRESTORE_EMULATOR_HOST expects. */
export interface FirestoreEmulator {
  readonly host: string;
  /** `host:port` of Firestore's REST API over the same data (what FIRESTORE_REST_EMULATOR_HOST expects). */
  readonly restHost: string;
  /** Everything stored, as plain JSON (handy in test failure messages). */
  dump(): unknown;
  stop(): Promise<void>;
}

export interface FirestoreEmulatorOptions {
  /** Interface to bind; default loopback only. */
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /**
   * Run read-write transactions one at a time, as Firestore's locks effectively do (default true).
   * false leaves the package's behaviour: no isolation at all, concurrent updates get lost.
   */
  readonly isolateTransactions?: boolean;
  /** How long one transaction may hold the lock before it is aborted (default 20 s). */
  readonly transactionTimeoutMs?: number;
  /** Called with the gRPC server before it binds, after the transaction lock: tests wrap handlers to inject faults. */
  readonly configureServer?: (grpcServer: unknown) => void;
  /**
   * Insert a new document without copying its whole collection (the package copies it on every
   * insert, so filling a collection costs the square of its size): for benchmarks that must measure
   * our writes, not that. Applies to every emulator of the process.
   */
  readonly linearInserts?: boolean;
}

// Loaded as CommonJS: the package's ESM build imports files without extensions, which Node's
// resolver (and so Vitest's) rejects. It also ships its own @grpc/grpc-js, and its server
// credentials must come from that same copy.
const require = createRequire(import.meta.url);
const { FirestoreServer, FirestoreStateCollection, FirestoreStateDocument } =
  require('@firestore-emulator/server') as typeof Emulator;
const grpc = createRequire(require.resolve('@firestore-emulator/server'))('@grpc/grpc-js') as typeof GrpcJs;

/**
 * Starts the in-process gRPC Firestore emulator. Its own `start()` binds 0.0.0.0 and hides the
 * chosen port, so we bind its gRPC server ourselves: loopback by default, and port 0 works.
 */
export async function startFirestoreEmulator(
  options: FirestoreEmulatorOptions = {},
): Promise<FirestoreEmulator> {
  const bindHost = options.host ?? '127.0.0.1';
  if (options.linearInserts) insertWithoutCopies();
  const emulator = new FirestoreServer();
  const server = (emulator as unknown as { server: GrpcJs.Server }).server;
  if (options.isolateTransactions !== false) serialiseTransactions(server, options.transactionTimeoutMs);
  options.configureServer?.(server);
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(
      `${bindHost}:${options.port ?? 0}`,
      grpc.ServerCredentials.createInsecure(),
      (err, bound) => (err ? reject(err) : resolve(bound)),
    );
  });
  const host = `${bindHost}:${port}`;
  const rest = await startFirestoreRestFront(host);
  let stopped = false;
  return {
    host,
    restHost: rest.host,
    dump: () => emulator.state.toJSON(),
    async stop() {
      if (stopped) return;
      stopped = true;
      await rest.stop();
      // Live listeners keep streams open forever, so a graceful shutdown would never finish.
      server.forceShutdown();
    },
  };
}

/** Replaces the package's copy-on-insert of a collection's document map by an in-place insert. */
function insertWithoutCopies(): void {
  type Documents = Record<string, unknown>;
  const prototype = FirestoreStateCollection.prototype as unknown as {
    getDocument(name: string): unknown;
  };
  prototype.getDocument = function (
    this: { documents: Documents; emitter: unknown; database: unknown },
    name,
  ) {
    let document = this.documents[name];
    if (!document) {
      // The package's maps are frozen (immer): unfreeze once, then insert in place.
      if (Object.isFrozen(this.documents)) this.documents = { ...this.documents };
      const Document = FirestoreStateDocument as unknown as new (...args: unknown[]) => unknown;
      document = new Document(this.emitter, this.database, this, name, {}, {});
      this.documents[name] = document;
    }
    return document;
  };
}
