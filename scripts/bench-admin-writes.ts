/**
 * `npm run bench:admin-writes`: what the administrator-account check (disabled? revoked?) adds to
 * an admin write. Prints figures, asserts nothing.
 *
 * The Firestore and Auth emulators run on loopback; the local gateway's pipeline calls the real
 * update handler. The same sequence of writes runs in two child processes, since the handlers read
 * their configuration once: one with every write looking the account up (ACCOUNT_CACHE_MS=0), one
 * with the default reuse of a lookup for 10 s. The difference is the check's cost on a write.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const HELP = 'usage: npm run bench:admin-writes [-- --writes N]   (default 200 writes per configuration)';
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;
};
const PROJECT_ID = 'demo-meme-token';
const ADMIN = 'bench-admin';

async function signIn(authHost: string): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'bench-admin@example.test',
        password: 'bench-password',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Child: N sequential PUTs through the gateway pipeline; prints the latencies as JSON. */
async function child(writes: number): Promise<void> {
  const { createInvoker } = await import('./local/gateway.js');
  const invoke = createInvoker({});
  const token = await signIn(process.env.FIREBASE_AUTH_EMULATOR_HOST as string);
  const put = (i: number) =>
    invoke({
      method: 'PUT',
      url: '/api/canonical/roadmap/bench-item',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Bench item ${i}` }),
    });
  for (let i = 0; i < 20; i++) await put(i); // warm the module, the connections and the JIT
  const times: number[] = [];
  for (let i = 0; i < writes; i++) {
    const started = performance.now();
    const answer = await put(i);
    times.push(performance.now() - started);
    if (answer.statusCode !== 200) throw new Error(`write answered ${answer.statusCode}`);
  }
  console.log(JSON.stringify(times));
}

async function main(writes: number): Promise<void> {
  const { startFirestoreEmulator } = await import('./local/firestore-emulator.js');
  const { startAuthEmulator } = await import('./local/auth-emulator.js');
  const [firestore, auth] = await Promise.all([
    startFirestoreEmulator(),
    startAuthEmulator({ projectId: PROJECT_ID }),
  ]);
  try {
    const env = {
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIRESTORE_REST_EMULATOR_HOST: firestore.restHost,
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      ADMIN_UID: ADMIN,
      LOCAL_STACK: '1',
      METADATA_SERVER_DETECTION: 'none',
    };
    Object.assign(process.env, env);
    const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
    await getAuth(app).createUser({
      uid: ADMIN,
      email: 'bench-admin@example.test',
      password: 'bench-password',
    });
    await getFirestore(app)
      .collection('roadmap')
      .doc('bench-item')
      .set({ title: 'Bench item', status: 'planned', order: 1 });

    // The lookup on its own, as the check makes it.
    const lookups: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await getAuth(app).getUser(ADMIN);
      lookups.push(performance.now() - started);
    }

    // Asynchronously: the Firestore emulator runs in this process and must keep answering.
    const run = async (cacheMs: string) => {
      const { stdout } = await promisify(execFile)(
        'npx',
        ['tsx', 'scripts/bench-admin-writes.ts', '--child', '--writes', String(writes)],
        { env: { ...process.env, ...env, ACCOUNT_CACHE_MS: cacheMs }, encoding: 'utf8' },
      );
      return JSON.parse(stdout.trim().split('\n').at(-1) as string) as number[];
    };
    const everyWrite = await run('0');
    const cached = await run('10000');
    const line = (label: string, values: number[]) =>
      console.log(
        `  ${label.padEnd(34)} p50 ${percentile(values, 50).toFixed(1)} ms, p90 ${percentile(values, 90).toFixed(1)} ms`,
      );
    console.log(
      `\nadmin write (PUT /api/canonical/roadmap/{id}), ${writes} sequential writes each, emulators on loopback:`,
    );
    line('account looked up on every write', everyWrite);
    line('lookup reused for 10 s (default)', cached);
    line('the lookup alone (getUser)', lookups);
    console.log(
      `  → the check adds about ${(percentile(everyWrite, 50) - percentile(cached, 50)).toFixed(1)} ms (p50) to a write that looks the account up; a burst within 10 s pays it once`,
    );
  } finally {
    await Promise.all([auth.stop(), firestore.stop()]);
  }
}

if (process.argv.includes('--help')) {
  console.log(HELP);
} else if (process.argv.includes('--child')) {
  await child(arg('writes', 200));
} else {
  await main(arg('writes', 200));
}
