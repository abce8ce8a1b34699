import type { Identity } from './firebase.js';
import { asObject, requestJson } from './http-json.js';
import type { PreflightInputs } from './inputs.js';
import { blocking, type CheckResult, ok, warning } from './report.js';

// Which database each identity's IAM condition names (ADR 37): the project's policy, read with the
// operator's own token, since no key of the site may read it (infra/README.md, "Least-privilege Google
// identities").

/** Roles no condition narrows: any of them on a site's account reaches every database. */
const BASIC_ROLES = new Set(['roles/owner', 'roles/editor', 'roles/viewer']);
/** The environment variable the operator's token is read from (gcloud auth print-access-token). */
export const GOOGLE_TOKEN_VARIABLE = 'GOOGLE_OAUTH_ACCESS_TOKEN';

interface Binding {
  role: string;
  members: string[];
  expression?: string;
}

/**
 * The databases a condition's expression names (`projects/<p>/databases/<d>`, a database id being
 * `(default)` or letters, digits and hyphens), each once.
 */
export function databasesNamed(expression: string, project: string): string[] {
  const named = new Set<string>();
  for (const [, p, database] of expression.matchAll(
    /projects\/([^/"']+)\/databases\/(\(default\)|[A-Za-z0-9-]+)/g,
  )) {
    named.add(p === project ? (database ?? '') : `${database} of project ${p}`);
  }
  return [...named];
}

/** What is wrong with one identity's bindings against what it must hold; empty when they agree. */
function faults(identity: Identity, bindings: readonly Binding[], project: string): string[] {
  const found: string[] = [];
  const covered = new Set<string>();
  for (const binding of bindings) {
    if (BASIC_ROLES.has(binding.role)) {
      found.push(`${binding.role}, which no condition narrows`);
      continue;
    }
    if (!binding.role.startsWith('roles/datastore.')) continue;
    const expected = identity.databaseRoles[binding.role];
    if (!expected) {
      found.push(`${binding.role}, which it must not hold`);
      continue;
    }
    if (expected === 'every') {
      covered.add(binding.role);
      continue;
    }
    if (binding.expression === undefined) {
      found.push(`${binding.role} with no condition: every database`);
      continue;
    }
    const named = databasesNamed(binding.expression, project);
    const [database] = named;
    if (named.length !== 1 || !database || !expected.includes(database)) {
      found.push(
        `${binding.role} whose condition names ${named.join(' and ') || 'no database'}, not ${expected.join(' or ')}`,
      );
      continue;
    }
    covered.add(`${binding.role} ${database}`);
  }
  for (const [role, expected] of Object.entries(identity.databaseRoles)) {
    const wanted = expected === 'every' ? [role] : expected.map((d) => `${role} ${d}`);
    for (const key of wanted) if (!covered.has(key)) found.push(`no ${key.replace(' ', ' on ')}`);
  }
  return found;
}

/** What each identity's Datastore roles reach, in a few words. */
const reach = (identity: Identity) =>
  Object.entries(identity.databaseRoles)
    .map(([role, dbs]) => `${role} on ${dbs === 'every' ? 'every database' : dbs.join(' and ')}`)
    .join('; ');

/**
 * One line an identity: the databases its bindings' conditions name, blocking when one names another
 * database, none, or is missing. Read with getIamPolicy (version 3: conditions included).
 */
export async function conditionChecks(
  inputs: PreflightInputs,
  accounts: ReadonlyMap<Identity, string>,
  api: string,
  timeoutMs: number,
): Promise<CheckResult[]> {
  const project = inputs.config.firebase.projectId;
  const check = 'Firebase: IAM conditions';
  const token = inputs.googleAccessToken;
  if (!token) {
    return [
      warning(
        check,
        `not read: no ${GOOGLE_TOKEN_VARIABLE} (a token of yours that may read ${project}'s IAM policy)`,
        `${GOOGLE_TOKEN_VARIABLE}=$(gcloud auth print-access-token) npm run preflight`,
      ),
    ];
  }
  const answer = await requestJson(`${api}/v1/projects/${project}:getIamPolicy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ options: { requestedPolicyVersion: 3 } }),
    timeoutMs,
  });
  if (answer.status !== 200) {
    const error = asObject(answer.body.error);
    return [
      warning(
        check,
        `not read: ${String(error.status ?? answer.status)}: ${String(error.message ?? 'no message')}`,
        `use a token of an account with roles/iam.securityReviewer (or Owner) on ${project}`,
      ),
    ];
  }
  const bindings: Binding[] = (Array.isArray(answer.body.bindings) ? answer.body.bindings : []).map(
    (raw: unknown) => {
      const b = asObject(raw);
      const condition = asObject(b.condition);
      return {
        role: String(b.role ?? ''),
        members: Array.isArray(b.members) ? b.members.map(String) : [],
        ...(typeof condition.expression === 'string' ? { expression: condition.expression } : {}),
      };
    },
  );
  const results: CheckResult[] = [];
  for (const [identity, email] of accounts) {
    const line = `Firebase: ${identity.name} databases`;
    const member = `serviceAccount:${email}`;
    const found = faults(
      identity,
      bindings.filter((b) => b.members.includes(member)),
      project,
    );
    results.push(
      found.length === 0
        ? ok(line, `${email}: ${reach(identity)}`)
        : blocking(
            line,
            `${email} holds ${found.join('; ')} (it must hold ${reach(identity)})`,
            `gcloud projects get-iam-policy ${project}, then bind ${member} as infra/README.md, "Least-privilege Google identities" says`,
          ),
    );
  }
  return results;
}
