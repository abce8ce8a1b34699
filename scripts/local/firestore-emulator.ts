import { createRequire } from 'node:module';
import { FirestoreServer } from '@firestore-emulator/server';
import type * as GrpcJs from '@grpc/grpc-js';

/** A running Firestore emulator: `host` is what FIRESTORE_EMULATOR_HOST expects. */
export interface FirestoreEmulator {
  readonly host: string;
  /** Everything stored, as plain JSON (handy in test failure messages). */
  dump(): unknown;
  stop(): Promise<void>;
}

export interface FirestoreEmulatorOptions {
  /** Interface to bind; default loopback only. */
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
}

// The emulator ships its own @grpc/grpc-js; its credentials must come from that same copy.
const emulatorRequire = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'));
const grpc = emulatorRequire('@grpc/grpc-js') as typeof GrpcJs;

/**
 * Starts the in-process gRPC Firestore emulator. Its own `start()` binds 0.0.0.0 and hides the
 * chosen port, so we bind its gRPC server ourselves: loopback by default, and port 0 works.
 */
export async function startFirestoreEmulator(
  options: FirestoreEmulatorOptions = {},
): Promise<FirestoreEmulator> {
  const bindHost = options.host ?? '127.0.0.1';
  const emulator = new FirestoreServer();
  const server = (emulator as unknown as { server: GrpcJs.Server }).server;
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(
      `${bindHost}:${options.port ?? 0}`,
      grpc.ServerCredentials.createInsecure(),
      (err, bound) => (err ? reject(err) : resolve(bound)),
    );
  });
  let stopped = false;
  return {
    host: `${bindHost}:${port}`,
    dump: () => emulator.state.toJSON(),
    async stop() {
      if (stopped) return;
      stopped = true;
      // Live listeners keep streams open forever, so a graceful shutdown would never finish.
      server.forceShutdown();
    },
  };
}
