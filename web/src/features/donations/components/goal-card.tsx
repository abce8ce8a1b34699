import type { DonationGoal } from '@contract';

/** One donation goal: title, description (or the legacy goal text) and progress when known. */
export function GoalCard({ goal }: { goal: DonationGoal }) {
  const text = goal.description || goal.goal;
  const target = goal.targetAmount ?? 0;
  const current = goal.currentAmount ?? 0;
  const percent = target > 0 ? Math.min(100, Math.round((current / target) * 100)) : null;
  return (
    <article className="card goal-card">
      <h4 className="card-title">{goal.title}</h4>
      {text && <p className="card-text">{text}</p>}
      {percent !== null && (
        <div className="goal-progress">
          <div
            className="progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={`${goal.title}: ${percent}%`}
          >
            <span className="progress-fill" style={{ transform: `scaleX(${percent / 100})` }} />
          </div>
          <p className="goal-amounts">
            {current} / {target} SOL
          </p>
        </div>
      )}
      {goal.deadline && <p className="card-meta">Until {goal.deadline}</p>}
    </article>
  );
}
