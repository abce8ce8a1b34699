import type { Impostor } from '@contract';

/**
 * The form's impostor list as text, one impostor a line: its type, its value and its reason, separated
 * by spaces (`domain airdrop-claim.example Drains wallets`). Blank lines are skipped; what a line lacks
 * is sent empty, so the contract names it.
 */
export function parseImpostorLines(text: string): { type: string; value: string; reason: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [type = '', value = '', ...reason] = line.split(/\s+/);
      return { type: type.toLowerCase(), value, reason: reason.join(' ') };
    });
}

/** The stored list written back as the form's lines. */
export function formatImpostorLines(impostors: readonly Impostor[] | undefined): string {
  return (impostors ?? []).map((i) => `${i.type} ${i.value} ${i.reason}`).join('\n');
}

/** The line (1-based) and the message of each impostor error of a form. */
export function impostorErrors(
  lines: number,
  errorOf: (field: string) => string | undefined,
): string | undefined {
  const messages: string[] = [];
  const whole = errorOf('impostors');
  if (whole) messages.push(whole);
  for (let index = 0; index < lines; index++) {
    for (const part of ['type', 'value', 'reason']) {
      const message = errorOf(`impostors.${index}.${part}`);
      if (message) messages.push(`Line ${index + 1}: ${message}`);
    }
  }
  return messages.length ? messages.join(' ') : undefined;
}
