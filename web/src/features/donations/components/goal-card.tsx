import type { DonationGoal } from '@contract';
import { formatAge, formatSol } from '../../../lib/chain-read';
import type { GoalProgress } from '../lib/goal-progress';

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
    return (
      <p className="goal-amounts">
        Target {target} SOL. Progress is not available right now: the wallet's balance could not be read.
      </p>
    );
  }
  const reached = progress.fundedLamports >= progress.targetLamports;
  return (
    <div className="goal-progress">
      <div
        className="progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-label={`${title}: ${progress.percent}%`}
      >
        <span className="progress-fill" style={{ transform: `scaleX(${progress.percent / 100})` }} />
      </div>
      <p className="goal-amounts">
        {reached ? 'Reached ✓ ' : ''}
        {formatSol(progress.fundedLamports)} / {target} SOL ({progress.percent}%)
      </p>
      <p className="card-meta">
        From the wallet's on-chain balance, read{' '}
        <time dateTime={progress.readAt}>{formatAge(progress.readAt)}</time>.
        {transfersHref && (
          <>
            {' '}
            <a href={transfersHref}>See the gifts and outflows behind it</a>
          </>
        )}
      </p>
    </div>
  );
}

/** One donation goal: title, description (or the legacy goal text) and progress when known. */
export function GoalCard({
  goal,
  progress,
  transfersHref,
}: {
  goal: DonationGoal;
  progress: GoalProgress;
  /** The ledger's anchor: the transfers that made the balance. */
  transfersHref?: string;
}) {
  const text = goal.description || goal.goal;
  return (
    <article className="card goal-card">
      <h4 className="card-title">{goal.title}</h4>
      {text && <p className="card-text">{text}</p>}
      <Progress title={goal.title} progress={progress} transfersHref={transfersHref} />
      {goal.deadline && <p className="card-meta">Until {goal.deadline}</p>}
    </article>
  );
}
