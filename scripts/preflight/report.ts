/** How one check came out: `blocking` stops a deploy; `skipped` says why the check could not apply. */
export type Outcome = 'ok' | 'warning' | 'blocking' | 'skipped';

/** One line of the preflight's table. `found` and `fix` never hold a secret's value (a host name may appear). */
export interface CheckResult {
  /** The group and what is checked, e.g. "Solana: genesis". */
  readonly check: string;
  readonly outcome: Outcome;
  /** What the check found, in one line. */
  readonly found: string;
  /** The command or setting that fixes it, in one line; empty when nothing is to be done. */
  readonly fix: string;
}

export const ok = (check: string, found: string): CheckResult => ({ check, outcome: 'ok', found, fix: '' });
export const warning = (check: string, found: string, fix: string): CheckResult => ({
  check,
  outcome: 'warning',
  found,
  fix,
});
export const blocking = (check: string, found: string, fix: string): CheckResult => ({
  check,
  outcome: 'blocking',
  found,
  fix,
});
export const skipped = (check: string, why: string): CheckResult => ({
  check,
  outcome: 'skipped',
  found: why,
  fix: '',
});

export const hasBlocking = (results: readonly CheckResult[]): boolean =>
  results.some((r) => r.outcome === 'blocking');

/**
 * Blanks every secret value (and each sizeable part of a secret URL: its path segments and query
 * values, where keys live) wherever it appears. The checks already word their lines without them; this
 * is the second lock, since a provider may echo what it was sent.
 */
export function hideSecrets(text: string, secrets: readonly string[]): string {
  const parts = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    parts.add(secret);
    try {
      const url = new URL(secret);
      for (const part of [
        url.username,
        url.password,
        ...url.pathname.split('/'),
        ...url.searchParams.values(),
      ])
        parts.add(part);
    } catch {
      // Not a URL: the value alone, and each long token of it (a JSON secret's fields).
      for (const token of secret.split(/[^\w:.-]+/)) parts.add(token);
    }
  }
  const long = [...parts].filter((part) => part.length >= 8).sort((a, b) => b.length - a.length);
  return long.reduce((out, part) => out.split(part).join('[hidden]'), text);
}

const MARK: Record<Outcome, string> = {
  ok: 'ok',
  warning: 'warning',
  blocking: 'BLOCKING',
  skipped: 'skipped',
};

/** The table a person reads: one line a check, the fix on the line below when there is one. */
export function formatTable(results: readonly CheckResult[]): string {
  const width = Math.max(...results.map((r) => r.check.length), 5);
  const lines = results.flatMap((r) => {
    const line = `  ${r.check.padEnd(width)}  ${MARK[r.outcome].padEnd(8)}  ${r.found}`;
    return r.fix ? [line, `  ${' '.repeat(width)}  ${' '.repeat(8)}  fix: ${r.fix}`] : [line];
  });
  const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
  const summary = `${count('ok')} ok, ${count('warning')} warning, ${count('blocking')} blocking, ${count('skipped')} skipped`;
  return [`  ${'check'.padEnd(width)}  ${'outcome'.padEnd(8)}  found`, ...lines, '', `  ${summary}`].join(
    '\n',
  );
}
