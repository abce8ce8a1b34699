import { join } from 'node:path';

/** The repository root: handler entries (lambdas/routes.ts), the lock file, cdk.json and the web build are found from it. */
export const PROJECT_ROOT = join(import.meta.dirname, '..');
