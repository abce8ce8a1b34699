import type { z } from 'zod';
import type { FieldError } from '../contract/api.js';
import { type ContentKind, chartLinkInput, privacyPolicyInput } from '../contract/content.js';
import { createInputs, orderField } from '../contract/entities.js';
import { ledgerNoteInput } from '../contract/ledger-notes.js';
import { HttpError } from '../platform/http/errors.js';
import { toFieldErrors } from '../platform/http/validation.js';
import { isPublicKey } from '../platform/solana/public-key.js';

/** Fields the server sets on a stored entry (ADR 6): judged here, not by the admin's input schema. */
const SERVER_FIELDS = new Set(['order', 'updatedAt', 'updatedBy', 'lastUpdated', 'reference']);

function schemaOf(kind: ContentKind, chartHosts: readonly string[]): z.ZodType {
  if (kind === 'chartLinks') return chartLinkInput(chartHosts);
  if (kind === 'privacyPolicy') return privacyPolicyInput;
  if (kind === 'ledgerNotes') return ledgerNoteInput;
  return createInputs[kind];
}

/**
 * What is wrong with a stored entry (a version from the history, a binned entry, a backup's
 * document) by today's rules: the same schema the route that writes it uses (ADR 13), unknown
 * fields included, plus the server's own fields (`order` a whole number in range, `updatedBy`
 * text). Nothing stored goes back into the content without passing it; each problem names its field.
 */
export function storedContentProblems(
  kind: ContentKind,
  data: Record<string, unknown>,
  chartHosts: readonly string[],
): FieldError[] {
  const problems: FieldError[] = [];
  const content = Object.fromEntries(Object.entries(data).filter(([key]) => !SERVER_FIELDS.has(key)));
  const checked = schemaOf(kind, chartHosts).safeParse(content);
  if (!checked.success) problems.push(...toFieldErrors(checked.error));
  if (data.order !== undefined) {
    const order = orderField.safeParse(data.order);
    if (!order.success) problems.push(...toFieldErrors(order.error).map((e) => ({ ...e, field: 'order' })));
  }
  if (data.updatedBy !== undefined && typeof data.updatedBy !== 'string') {
    problems.push({ field: 'updatedBy', message: 'updatedBy must be text' });
  }
  // A goal's reference key is the server's (ADR 40): kept through a restore or a revert, never another kind's.
  if (
    data.reference !== undefined &&
    (kind !== 'donations' || typeof data.reference !== 'string' || !isPublicKey(data.reference))
  ) {
    problems.push({ field: 'reference', message: 'reference must be a donation goal’s public key' });
  }
  return problems;
}

/** Refuses (422, the fields named) a stored entry that today's rules would not accept. */
export function assertStoredContent(
  kind: ContentKind,
  data: Record<string, unknown>,
  chartHosts: readonly string[],
  message: string,
): void {
  const problems = storedContentProblems(kind, data, chartHosts);
  if (problems.length > 0) throw new HttpError(422, message, problems);
}
