import { type FormEvent, useId, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { checkLink, type LinkVerdict, type OfficialEntry } from '../lib/link-check';

export interface LinkCheckerProps {
  entries: readonly OfficialEntry[];
}

function describe(entry: OfficialEntry): string {
  return t(entry.kind === 'account' ? 'checker.account' : 'checker.address', { name: entry.name });
}

function Verdict({ result }: { result: LinkVerdict }) {
  switch (result.verdict) {
    case 'empty':
      return <>{t('checker.empty')}</>;
    case 'ours':
      return <strong className="verdict-ours">{t('checker.ours', { what: describe(result.entry) })}</strong>;
    case 'lookalike':
      return (
        <strong className="verdict-lookalike">
          {t('checker.lookalike', { what: describe(result.entry) })}
        </strong>
      );
    case 'unknown':
      return <strong className="verdict-unknown">{t('checker.unknown')}</strong>;
  }
}

/** A field that tells whether a link, handle or address someone sent is on the official list. */
export function LinkChecker({ entries }: LinkCheckerProps) {
  const [result, setResult] = useState<LinkVerdict | null>(null);
  const inputId = useId();
  // Read from the field itself, not from state: the section is prerendered and hydrates late, and
  // what a reader typed before that must still be what gets checked.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('link');
    setResult(checkLink(typeof value === 'string' ? value : '', entries));
  };
  return (
    <form className="card link-checker" onSubmit={onSubmit} data-testid="link-checker">
      <h3 className="card-title">{t('checker.title')}</h3>
      <label htmlFor={inputId}>{t('checker.label')}</label>
      <div className="row">
        <input
          id={inputId}
          name="link"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={512}
          placeholder={t('checker.placeholder')}
        />
        <button type="submit" className="button button-primary">
          {t('checker.check')}
        </button>
      </div>
      <p className="link-verdict" aria-live="polite" data-testid="link-verdict">
        {result && <Verdict result={result} />}
      </p>
    </form>
  );
}
