import { type FormEvent, useId, useState } from 'react';
import { checkLink, type LinkVerdict, type OfficialEntry } from '../lib/link-check';

export interface LinkCheckerProps {
  entries: readonly OfficialEntry[];
}

function describe(entry: OfficialEntry): string {
  return entry.kind === 'account' ? `our ${entry.name} account` : `the ${entry.name}`;
}

function Verdict({ result }: { result: LinkVerdict }) {
  switch (result.verdict) {
    case 'empty':
      return <>Paste a link, handle or address to check it.</>;
    case 'ours':
      return (
        <strong className="verdict-ours">✓ On the official list: this is {describe(result.entry)}.</strong>
      );
    case 'lookalike':
      return (
        <strong className="verdict-lookalike">
          ✗ Not ours. It looks like {describe(result.entry)} but is not the same: treat it as a scam.
        </strong>
      );
    case 'unknown':
      return (
        <strong className="verdict-unknown">
          ✗ Not on the official list. We never message first: do not connect a wallet or share anything.
        </strong>
      );
  }
}

/** A field that tells whether a link, handle or address someone sent is on the official list. */
export function LinkChecker({ entries }: LinkCheckerProps) {
  const [value, setValue] = useState('');
  const [result, setResult] = useState<LinkVerdict | null>(null);
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(checkLink(value, entries));
  };
  return (
    <form className="card link-checker" onSubmit={onSubmit} data-testid="link-checker">
      <h3 className="card-title">Check a link you were sent</h3>
      <label htmlFor={inputId}>Link, handle or address</label>
      <div className="row">
        <input
          id={inputId}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={512}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="https://… or @handle"
        />
        <button type="submit" className="button button-primary">
          Check
        </button>
      </div>
      <p className="link-verdict" aria-live="polite" data-testid="link-verdict">
        {result && <Verdict result={result} />}
      </p>
    </form>
  );
}
