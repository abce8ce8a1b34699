import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractAliases } from './web/build-plugins/contract-aliases';

const contract = contractAliases(fileURLToPath(new URL('.', import.meta.url)));
// Tests read the committed operator configuration (placeholders: a demo); tsx reads tsconfig's paths.
const operatorConfig = fileURLToPath(new URL('./operator-config.json', import.meta.url));
const alias = { '@operator-config': operatorConfig, '@operator-config-below-fold': operatorConfig };

// Four projects, each run by `npm test`:
// - node: unit tests of lambdas/, infra/ and scripts/ (no network, no emulator);
// - web: component tests of web/ in happy-dom;
// - integration: handlers against the real Firestore and Auth emulators (*.int.test.ts);
// - browser: Chromium against the local stack that `npm start` runs (*.e2e.test.ts).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          // Worker threads instead of forked processes: a fresh thread per file (each with its own copy
          // of process.env, which many of these files set) starts for less than a process; the project
          // took about 12 % less CPU. Not the VM pool below: these files set process.env and add exit
          // listeners, which a VM context would share with the next file in its worker.
          pool: 'threads',
          // Some unit tests sign keys, bundle or synthesize; vitest's 5 s default is too tight on a busy 2-core machine.
          testTimeout: 20_000,
          include: ['lambdas/**/*.test.ts', 'infra/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/*.e2e.test.ts', '**/node_modules/**', '.local/**'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { ...contract, ...alias } },
        test: {
          name: 'web',
          environment: 'happy-dom',
          // Each file in a fresh VM context inside a reused worker thread: its modules and its happy-dom
          // window are still its own, but a worker is not started and happy-dom not loaded per file.
          // The project took 40 s of CPU instead of 163 s. What a context shares with the next file in
          // its worker is the process (its env, its listeners): these files leave both as they found
          // them (share-card.test.ts restores the one variable it stubs).
          pool: 'vmThreads',
          testTimeout: 20_000,
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/*.e2e.test.ts', '**/node_modules/**', '.local/**'],
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**', '.local/**'],
          globalSetup: ['lambdas/test/emulators.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          environment: 'node',
          include: ['**/*.e2e.test.ts'],
          exclude: ['**/node_modules/**', '.local/**'],
          globalSetup: ['web/e2e/stack.global-setup.ts'],
          fileParallelism: false,
          // The files run one after the other in one worker: sharing its module cache loads Playwright,
          // firebase-admin and the app's modules once per run instead of once per file (about 4 s each
          // on a loaded 2-core machine). The files keep no state in shared modules.
          isolate: false,
          // One retry: on a shared 2-core machine a starved page sometimes misses a step that a
          // reader would simply see a moment later. A real fault fails twice; a pass on the retry
          // is named in `npm test`'s summary (scripts/testing/retried-reporter.ts) to be mended.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
