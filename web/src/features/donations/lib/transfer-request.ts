/** What a Solana Pay transfer request asks of the donor's wallet (docs/decisions/0040-donations-in-one-tap.md). */
export interface TransferRequest {
  /** The native SOL account that receives: always the configured donation wallet. */
  recipient: string;
  /** SOL as a plain decimal (`0.5`, at most 9 decimals); absent: the wallet asks the donor. */
  amount?: string;
  /** Base58 keys added, in this order, to the transfer's accounts: the goal's, then the request's own. */
  references: readonly string[];
  /** Who asks (the wallet shows it). */
  label?: string;
  /** What for (the wallet shows it). */
  message?: string;
}

/**
 * The request as a `solana:` URL, its fields in the spec's order. Texts are percent-encoded with
 * `encodeURIComponent`: form encoding would write a space as `+`, which the spec's decoder keeps as `+`.
 */
export function transferRequestUrl({
  recipient,
  amount,
  references,
  label,
  message,
}: TransferRequest): string {
  const query = [
    ...(amount === undefined ? [] : [`amount=${amount}`]),
    ...references.map((reference) => `reference=${reference}`),
    ...(label ? [`label=${encodeURIComponent(label)}`] : []),
    ...(message ? [`message=${encodeURIComponent(message)}`] : []),
  ];
  return `solana:${recipient}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}
