import type { Announcement } from '@contract';
import { type FormEvent, useId, useState } from 'react';
import { formatDay } from '../../../lib/format-date';
import { pageLocale, sentenceGap, t } from '../../../lib/i18n/i18n';
import { newsAddress } from '../../../lib/news-address';
import { findImpostor, type ImpostorMatch } from '../lib/impostor-check';
import { checkLink, type LinkVerdict, type OfficialEntry } from '../lib/link-check';

export interface LinkCheckerProps {
  entries: readonly OfficialEntry[];
  /** The published announcements: an advisory's impostors are "Known impostor" (behaviour §14). */
  announcements?: readonly Announcement[];
  /** The advisories are still loading: an unknown value waits for them rather than being judged without them. */
  advisoriesLoading?: boolean;
}

/** What the checker shows: the official list's verdict, or an advisory that names the value. */
type Result = LinkVerdict | { verdict: 'impostor'; match: ImpostorMatch };

/** The official list first (ours stays ours), then the advisories, then the list's other verdicts. */
function check(
  value: string,
  entries: readonly OfficialEntry[],
  announcements: readonly Announcement[],
): Result {
  const verdict = checkLink(value, entries);
  if (verdict.verdict === 'ours' || verdict.verdict === 'empty') return verdict;
  const match = findImpostor(value, announcements);
  return match ? { verdict: 'impostor', match } : verdict;
}

function describe(entry: OfficialEntry): string {
  return t(entry.kind === 'account' ? 'checker.account' : 'checker.address', { name: entry.name });
}

function Verdict({ result }: { result: Result }) {
  switch (result.verdict) {
    case 'impostor': {
      const { advisory } = result.match;
      return (
        <>
          <strong className="verdict-lookalike" data-testid="verdict-impostor">
            {t('checker.impostor', { date: formatDay(advisory.publishAt) })}
          </strong>
          {sentenceGap()}
          <a href={newsAddress(pageLocale(), advisory.id)}>{t('checker.readAdvisory')}</a>
        </>
      );
    }
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

/** Until the advisories are read, "not on the list" could be a known impostor with a sharper warning. */
const awaitsAdvisories = (result: Result) => result.verdict === 'unknown' || result.verdict === 'lookalike';

/** A field that tells whether a link, handle or address someone sent is on the official list. */
export function LinkChecker({ entries, announcements = [], advisoriesLoading = false }: LinkCheckerProps) {
  // The value checked, not its verdict: the verdict follows the advisories as they load or change.
  const [checked, setChecked] = useState<string | null>(null);
  const inputId = useId();
  // Read from the field itself, not from state: the section is prerendered and hydrates late, and
  // what a reader typed before that must still be what gets checked.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('link');
    setChecked(typeof value === 'string' ? value : '');
  };
  const result = checked === null ? null : check(checked, entries, announcements);
  const waiting = result !== null && advisoriesLoading && awaitsAdvisories(result);
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
          // A verdict is for the value checked: once the field changes it would stand beside another value.
          onChange={() => setChecked(null)}
          placeholder={t('checker.placeholder')}
        />
        <button type="submit" className="button button-primary">
          {t('checker.check')}
        </button>
      </div>
      <p className="link-verdict" aria-live="polite" data-testid="link-verdict">
        {waiting ? t('checker.waiting') : result && <Verdict result={result} />}
      </p>
    </form>
  );
}
