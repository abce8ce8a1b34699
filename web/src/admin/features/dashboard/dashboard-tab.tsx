import { UnexplainedOutflows } from '../../components/ledger/unexplained-outflows';
import { RecentChanges } from './recent-changes';
import { type LoadedLists, TranslationsPanel } from './translations-panel';
import { WalletControlChanges } from './wallet-control-changes';

/** The three loaded counts, or null while that collection is still loading. */
export interface DashboardCounts {
  donations: number | null;
  roadmap: number | null;
  faq: number | null;
}

const CARDS: readonly { key: keyof DashboardCounts; label: string }[] = [
  { key: 'donations', label: 'Donation Goals' },
  { key: 'roadmap', label: 'Roadmap Items' },
  { key: 'faq', label: 'FAQ Items' },
];

/**
 * behaviour §2.4's Dashboard: three cards with the loaded counts, the outflows still to explain, the
 * translations entries lack (ADR 28; from the same lists as the counts), the recent changes and the
 * changes of the donation wallet's rules (ADR 33).
 */
export function DashboardTab({ counts, lists }: { counts: DashboardCounts; lists: LoadedLists }) {
  return (
    <section className="adm-tab" aria-labelledby="adm-dashboard-title">
      <div className="adm-tab__head">
        <h2 id="adm-dashboard-title">Dashboard</h2>
      </div>
      <ul className="adm-stats">
        {CARDS.map(({ key, label }) => (
          <li key={key} className="adm-stat">
            <span className="adm-stat__value">{counts[key] ?? '…'}</span>
            <span className="adm-stat__label">{label}</span>
          </li>
        ))}
      </ul>
      <UnexplainedOutflows />
      <TranslationsPanel lists={lists} />
      <RecentChanges />
      <WalletControlChanges />
    </section>
  );
}
