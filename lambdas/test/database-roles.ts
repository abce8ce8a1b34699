/**
 * A model of the Google roles of ADR 37 (and its amendment), at the emulator's wire: while `roles.identity` is set, every
 * request to a database the identity holds no grant on is refused PERMISSION_DENIED, as Firestore
 * refuses a service account whose role's IAM condition does not match the database. A model only: the
 * emulator checks no credential, so the identity is the test's word, not the key's; only a real project
 * with the manual's conditions (infra/README.md) shows what Google grants.
 */

import { type GrpcCall, wrapGrpcHandler } from '../../scripts/local/grpc-handlers.js';
import type { DatabaseIdentity } from '../routes.js';

const PERMISSION_DENIED = 7;
const CONTENT = '(default)';
const CHAIN = process.env.CHAIN_DATABASE ?? 'chain';
const FACTS = process.env.FACTS_DATABASE ?? 'facts';

/** What each identity's roles allow, database by database (infra/README.md, "Least-privilege Google identities"). */
export const GRANTS: Record<DatabaseIdentity, { read: readonly string[]; write: readonly string[] }> = {
  // roles/datastore.viewer on the project: every database.
  reader: { read: [CONTENT, CHAIN, FACTS], write: [] },
  // roles/datastore.user with the condition on the chain database's name.
  'holder-feed': { read: [CHAIN], write: [CHAIN] },
  // roles/datastore.user with the condition on the facts database's name (ADR 37's amendment).
  watch: { read: [FACTS], write: [FACTS] },
  // roles/datastore.user with the condition on `(default)`, where the announcements and the outbox are
  // (ADR 37's sender amendment): the content database, no other, and no Firebase Auth role.
  sender: { read: [CONTENT], write: [CONTENT] },
  // roles/datastore.user on `(default)`, roles/datastore.viewer on the chain and the facts databases (the
  // ledger's outflows its notes are written on live in the facts one: ADR 37's amendments).
  admin: { read: [CONTENT, CHAIN, FACTS], write: [CONTENT] },
};

const READS = ['GetDocument', 'ListDocuments', 'BatchGetDocuments', 'RunQuery', 'RunAggregationQuery'];
const WRITES = [
  'Commit',
  'BatchWrite',
  'BeginTransaction',
  'Rollback',
  'CreateDocument',
  'UpdateDocument',
  'DeleteDocument',
];

/** The database a request names (`projects/{p}/databases/{d}[/documents/…]`). */
function databaseOf(request: Record<string, unknown>): string {
  const named = [request.database, request.parent, request.name].find((v) => typeof v === 'string') as
    | string
    | undefined;
  return /\/databases\/([^/]+)/.exec(named ?? '')?.[1] ?? '';
}

/** Who the next requests are made as; undefined: no model (the tests' own reads and seeds). */
export interface DatabaseRoles {
  identity: DatabaseIdentity | undefined;
  /** Requests refused so far, as `Method on database`. */
  refused: string[];
}

/** Pass `configureServer` to startFirestoreEmulator; set `roles.identity` around what runs as an identity. */
export function databaseRoles(): { roles: DatabaseRoles; configureServer: (server: unknown) => void } {
  const roles: DatabaseRoles = { identity: undefined, refused: [] };
  const guard = (server: unknown, method: string, kind: 'read' | 'write') => {
    try {
      wrapGrpcHandler(server, method, (original) => (call: GrpcCall, callback) => {
        const database = databaseOf(call.request);
        if (!roles.identity || GRANTS[roles.identity][kind].includes(database)) {
          return original(call, callback);
        }
        roles.refused.push(`${method} on ${database}`);
        const error = {
          code: PERMISSION_DENIED,
          details: `Missing or insufficient permissions (model: ${roles.identity} may not ${kind} ${database})`,
        };
        if (callback) callback(error);
        else (call as unknown as { emit(event: 'error', e: unknown): void }).emit('error', error);
      });
    } catch {
      // A method the emulator does not serve needs no guard: nobody can call it.
    }
  };
  const configureServer = (server: unknown) => {
    for (const method of READS) guard(server, method, 'read');
    for (const method of WRITES) guard(server, method, 'write');
  };
  return { roles, configureServer };
}
