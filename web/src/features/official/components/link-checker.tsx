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
  const [value, setValue] = useState('');
  const [result, setResult] = useState<LinkVerdict | null>(null);
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(checkLink(value, entries));
  };
  return (
    <form className="card link-checker" onSubmit={onSubmit} data-testid="link-checker">
      <h3 className="card-title">{t('checker.title')}</h3>
      <label htmlFor={inputId}>{t('checker.label')}</label>
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
