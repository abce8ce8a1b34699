// The emulator package's gRPC server (@grpc/grpc-js 1.14) keeps its handlers by method path. The
// local stack and the tests wrap a few of them: the transaction lock, and injected faults.

export type GrpcMessage = Record<string, unknown>;
export interface GrpcCall {
  request: GrpcMessage;
  write?: (message: GrpcMessage, ...rest: unknown[]) => boolean;
  once(event: 'cancelled', listener: () => void): void;
}
export type UnaryCallback = (error: unknown, value?: GrpcMessage | null) => void;
export type GrpcHandlerFunc = (call: GrpcCall, callback?: UnaryCallback) => void;

interface GrpcHandler {
  func: GrpcHandlerFunc;
  serialize: unknown;
  deserialize: unknown;
  type: string;
}
interface GrpcServerInternals {
  handlers: Map<string, GrpcHandler>;
  unregister(name: string): boolean;
  register(
    name: string,
    func: GrpcHandlerFunc,
    serialize: unknown,
    deserialize: unknown,
    type: string,
  ): boolean;
}

/** The emulator's Firestore service, whose methods are wrapped. */
export const FIRESTORE_SERVICE = '/google.firestore.v1.Firestore/';

/** Replaces the handler of `method` (a Firestore method name) by `make(original)`. */
export function wrapGrpcHandler(
  server: unknown,
  method: string,
  make: (original: GrpcHandlerFunc) => GrpcHandlerFunc,
): void {
  const grpc = server as GrpcServerInternals;
  const path = FIRESTORE_SERVICE + method;
  const handler = grpc.handlers.get(path);
  if (!handler) throw new Error(`The Firestore emulator has no ${method} handler to wrap`);
  grpc.unregister(path);
  grpc.register(path, make(handler.func), handler.serialize, handler.deserialize, handler.type);
}
