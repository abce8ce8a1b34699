/**
 * The node answered, but not with what was asked for (another account type, missing fields...). The
 * watch that read it fails its run and stores nothing; the facts routes keep answering the last stored
 * read (ADR 11).
 */
export class MalformedChainAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedChainAnswerError';
  }
}
