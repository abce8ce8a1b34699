import type { DonationGoal, Localized } from '@contract';
import type { ReactNode } from 'react';
import { InEnglish } from '../../../components/ui/in-english';
import { OneProviderNotice } from '../../../components/ui/one-provider-notice';
import { formatAge, formatSol } from '../../../lib/chain-read';
import { formatDay } from '../../../lib/format-date';
import { fieldLang } from '../../../lib/i18n/english-fallback';
import { formatInstant } from '../../../lib/i18n/format';
import { formatNumber, sentenceGap, t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import { DEFAULT_GOAL_ID } from '../lib/default-goal';
import type { GoalProgress, OwnGifts } from '../lib/goal-progress';

/** The goal's progress: a bar from the chain's balance, or its target alone when that is unknown. */
function Progress({
  title,
  progress,
  transfersHref,
}: {
  title: string;
  progress: GoalProgress;
  transfersHref?: string;
}) {
  if (progress.kind === 'none') return null;
  const target = formatSol(progress.targetLamports);
  if (progress.kind === 'unknown') {
    return <p className="goal-amounts">{t('donate.targetOnly', { target })}</p>;
  }
  const reached = progress.fundedLamports >= progress.targetLamports;
  const percent = formatNumber(progress.percent / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <div className="goal-progress">
      <div
        className="progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-label={t('donate.progressLabel', { title, percent })}
      >
        <span className="progress-fill" style={{ transform: `scaleX(${progress.percent / 100})` }} />
      </div>
      <p className="goal-amounts">
        {reached ? `${t('donate.reached')} ` : ''}
        {t('donate.amounts', { funded: formatSol(progress.fundedLamports), target, percent })}
      </p>
      <p className="card-meta">
        {tRich('donate.fromBalance', {
          age: <time dateTime={progress.readAt}>{formatAge(progress.readAt)}</time>,
        })}
        {progress.oneProvider && (
          <>
            {sentenceGap()}
            <OneProviderNotice oneProvider inline />
          </>
        )}
        {transfersHref && (
          <>
            {sentenceGap()}
            <a href={transfersHref}>{t('donate.seeTransfers')}</a>
          </>
        )}
      </p>
    </div>
  );
}

/** What the goal received with its own reference, read from the chain by the ledger (ADR 40). */
function Given({ own }: { own: OwnGifts }) {
  return (
    <p className="card-meta" data-testid="goal-given" data-gifts={own.gifts}>
      {tRich(
        'donate.givenToGoal',
        {
          age: (
            <time dateTime={own.syncedAt} title={formatInstant(own.syncedAt)}>
              {formatAge(own.syncedAt)}
            </time>
          ),
        },
        { count: own.gifts, amount: formatSol(own.lamports, 9) },
      )}
    </p>
  );
}

/** A goal's deadline: a day the administrator wrote ("2026-12-31") in the page's language, other text as written. */
function deadline(text: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? formatDay(text.trim()) : text;
}

/** One donation goal: title, description (or the legacy goal text) and progress when known. */
export function GoalCard({
  goal,
  progress,
  transfersHref,
  own,
  donate,
}: {
  goal: Localized<DonationGoal>;
  progress: GoalProgress;
  /** The ledger's anchor: the transfers that made the balance. */
  transfersHref?: string;
  /** What the goal received with its own reference, when anything. */
  own?: OwnGifts | undefined;
  /** The goal's donate control. */
  donate?: ReactNode;
}) {
  const text = goal.description || goal.goal;
  // The legacy goal text has no translations (ADR 28): a translated page shows it in English, and
  // says so. The default goal's text is the site's own, in the page's language.
  const legacy = !goal.description && Boolean(goal.goal) && goal.id !== DEFAULT_GOAL_ID;
  const shown = legacy ? { ...goal, untranslated: [...(goal.untranslated ?? []), 'goal'] } : goal;
  return (
    <article className="card goal-card">
      <InEnglish entry={shown} fields={['title', 'description', 'goal']} />
      <h4 className="card-title" dir="auto" lang={fieldLang(goal, 'title')}>
        {goal.title}
      </h4>
      {text && (
        <p
          className="card-text"
          dir="auto"
          lang={goal.description ? fieldLang(goal, 'description') : fieldLang(shown, 'goal')}
        >
          {text}
        </p>
      )}
      <Progress title={goal.title} progress={progress} transfersHref={transfersHref} />
      {own && <Given own={own} />}
      {goal.deadline && (
        <p className="card-meta">{t('donate.until', { deadline: deadline(goal.deadline) })}</p>
      )}
      {donate}
    </article>
  );
}
