/**
 * Faults injected into the Firestore emulator's gRPC server, at the wire: the handlers' real
 * client (with its own retries) meets them exactly as it would meet Firestore's.
 */
import { wrapGrpcHandler } from '../../scripts/local/grpc-handlers.js';

const ABORTED = 10;
const FAILED_PRECONDITION = 9;

/** What the next commits meet; change it between tests. */
export interface CommitFaults {
  /** Commits to answer ABORTED before letting one through (Infinity: all of them). */
  abort: number;
  /** While set, commits wait for it before being applied, as with a slow or distant database. */
  hold: Promise<void> | undefined;
  /** Commits seen so far, faulty or not. */
  seen: number;
  /** While set, a commit that writes to this collection is refused whole (FAILED_PRECONDITION). */
  refuseWritesTo: string | undefined;
}

/** The document paths a Commit request writes (sets, updates and deletes). */
function writtenPaths(request: Record<string, unknown>): string[] {
  const writes = (request.writes ?? []) as { update?: { name?: string }; delete?: string }[];
  return writes.map((write) => write.update?.name ?? write.delete ?? '');
}

/** Wraps the emulator's Commit; pass as `configureServer` to startFirestoreEmulator. */
export function commitFaults(): { faults: CommitFaults; configureServer: (server: unknown) => void } {
  const faults: CommitFaults = { abort: 0, hold: undefined, seen: 0, refuseWritesTo: undefined };
  const configureServer = (server: unknown) => {
    wrapGrpcHandler(server, 'Commit', (original) => (call, callback) => {
      faults.seen += 1;
      if (faults.abort > 0) {
        faults.abort -= 1;
        callback?.({ code: ABORTED, details: 'Too much contention on these documents. Please try again.' });
        return;
      }
      const refused = faults.refuseWritesTo;
      if (refused && writtenPaths(call.request).some((path) => path.includes(`/documents/${refused}/`))) {
        callback?.({ code: FAILED_PRECONDITION, details: `Injected: writes to ${refused} are refused` });
        return;
      }
      if (faults.hold) void faults.hold.then(() => original(call, callback));
      else original(call, callback);
    });
  };
  return { faults, configureServer };
}
