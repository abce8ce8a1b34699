/**
 * The holder reconciler's time limits for a run every `intervalS` seconds: the function's timeout, 4
 * minutes and always 30 s shorter than the interval, so two runs never overlap (they would both switch the
 * known-holder manifest); the budget after which a run stops at its next checkpoint, a minute before the
 * timeout; and one RPC call's limit (the witness's whole-mint read among them), half the timeout, which
 * `npm run preflight` times the witness's read against. No CDK import: the preflight reads it too.
 */
export function reconcilerTimeouts(intervalS: number): {
  timeoutS: number;
  budgetS: number;
  rpcTimeoutMs: number;
} {
  const timeoutS = Math.max(60, Math.min(240, intervalS - 30));
  return { timeoutS, budgetS: Math.max(30, timeoutS - 60), rpcTimeoutMs: (timeoutS / 2) * 1000 };
}
