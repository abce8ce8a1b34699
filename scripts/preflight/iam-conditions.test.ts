import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databasesNamed } from './iam-conditions.js';
import type { PreflightInputs } from './inputs.js';
import type { CheckResult } from './report.js';
import { runPreflight } from './run.js';
import { onlyDatabase, PROJECT, startWorld, type World } from './test-world.js';

// Which database each key's IAM condition names, read from the project's policy (getIamPolicy, version
// 3) at Google's wire format: a condition on another database, none, or a missing binding is blocking.

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => world?.stop());

async function lines(inputs: PreflightInputs = world.inputs()) {
  const results = await runPreflight(inputs);
  return (check: string): CheckResult => {
    const found = results.find((r) => r.check === check);
    if (!found) throw new Error(`No line "${check}" in ${JSON.stringify(results, null, 1)}`);
    return found;
  };
}

const email = (id: string) =>
  (JSON.parse(world.secrets.serviceAccounts[id] ?? '{}') as { client_email: string }).client_email;

/** Replaces the bindings of one identity's account with `bindings`. */
function rebind(id: string, bindings: { role: string; condition?: ReturnType<typeof onlyDatabase> }[]) {
  const member = `serviceAccount:${email(id)}`;
  const others = (world.google.policies.get(PROJECT) ?? []).filter((b) => !b.members.includes(member));
  world.google.policies.set(PROJECT, [...others, ...bindings.map((b) => ({ ...b, members: [member] }))]);
}

describe('npm run preflight, the databases each key’s IAM condition names', () => {
  it('says which database each of the five keys reaches', async () => {
    const line = await lines();
    expect(line('Firebase: reader databases').found).toBe(
      `${email('service-account-reader')}: roles/datastore.viewer on every database`,
    );
    expect(line('Firebase: holder feed databases').found).toBe(
      `${email('service-account-holder-feed')}: roles/datastore.user on chain`,
    );
    expect(line('Firebase: watches databases').found).toBe(
      `${email('service-account-watch')}: roles/datastore.user on facts`,
    );
    expect(line('Firebase: announcement sender databases').found).toBe(
      `${email('service-account-sender')}: roles/datastore.user on (default)`,
    );
    expect(line('Firebase: administrator databases')).toMatchObject({
      outcome: 'ok',
      found: `${email('service-account')}: roles/datastore.user on (default); roles/datastore.viewer on chain and facts`,
    });
  });

  it('blocks a holder feed whose condition names the facts database', async () => {
    rebind('service-account-holder-feed', [
      { role: 'roles/datastore.user', condition: onlyDatabase('facts') },
    ]);
    const line = (await lines())('Firebase: holder feed databases');
    expect(line).toMatchObject({
      outcome: 'blocking',
      fix: expect.stringContaining(`gcloud projects get-iam-policy ${PROJECT}`),
    });
    expect(line.found).toContain('roles/datastore.user whose condition names facts, not chain');
    expect(line.found).toContain('no roles/datastore.user on chain');
  });

  it('blocks a watch binding with no condition, and one that is missing', async () => {
    rebind('service-account-watch', [{ role: 'roles/datastore.user' }]);
    expect((await lines())('Firebase: watches databases').found).toContain(
      'roles/datastore.user with no condition: every database',
    );
    rebind('service-account-watch', []);
    const line = (await lines())('Firebase: watches databases');
    expect(line.outcome).toBe('blocking');
    expect(line.found).toContain('holds no roles/datastore.user on facts');
  });

  it('blocks a condition that also matches another database, and a basic role', async () => {
    rebind('service-account-sender', [
      {
        role: 'roles/datastore.user',
        condition: {
          title: 'two',
          expression: `resource.name.startsWith("projects/${PROJECT}/databases/(default)") || resource.name.startsWith("projects/${PROJECT}/databases/chain")`,
        },
      },
      { role: 'roles/editor' },
    ]);
    const line = (await lines())('Firebase: announcement sender databases');
    expect(line.outcome).toBe('blocking');
    expect(line.found).toContain('roles/editor, which no condition narrows');
    expect(line.found).toContain('whose condition names (default) and chain, not (default)');
  });

  it('warns when the policy cannot be read: no token of the operator’s, or one without the right', async () => {
    const { googleAccessToken: _, ...without } = world.inputs();
    expect((await lines(without))('Firebase: IAM conditions')).toMatchObject({
      outcome: 'warning',
      fix: 'GOOGLE_OAUTH_ACCESS_TOKEN=$(gcloud auth print-access-token) npm run preflight',
    });
    const weak = { ...world.inputs(), googleAccessToken: world.google.userToken(PROJECT, []) };
    const line = (await lines(weak))('Firebase: IAM conditions');
    expect(line.outcome).toBe('warning');
    expect(line.found).toContain('PERMISSION_DENIED: The caller does not have permission');
  });
});

describe('databasesNamed', () => {
  it('names each database of an expression once, another project’s as such', () => {
    expect(databasesNamed(onlyDatabase('chain').expression, PROJECT)).toEqual(['chain']);
    expect(
      databasesNamed(`resource.name.startsWith("projects/${PROJECT}/databases/chain-old")`, PROJECT),
    ).toEqual(['chain-old']);
    expect(databasesNamed('resource.name.startsWith("projects/other/databases/chain/")', PROJECT)).toEqual([
      'chain of project other',
    ]);
    expect(databasesNamed('request.time < timestamp("2030-01-01T00:00:00Z")', PROJECT)).toEqual([]);
  });
});
