import { t } from '../../../lib/i18n/i18n';
import { useSimulatedTrades } from '../hooks/use-simulated-trades';
import { formatQuantity } from '../lib/generate-trade';

export interface SimulatedTradesProps {
  enabled: boolean;
  ticker: string;
}

/** A small feed of made-up trades, labelled as simulated on the panel and on every row. */
export function SimulatedTrades({ enabled, ticker }: SimulatedTradesProps) {
  const trades = useSimulatedTrades(enabled);
  if (!enabled) return null;
  return (
    <aside className="sim-trades" aria-labelledby="sim-trades-title" data-testid="simulated-trades">
      <div className="sim-head">
        <h2 id="sim-trades-title" className="sim-title">
          {t('sim.title')}
        </h2>
        <span className="sim-badge">{t('sim.badge')}</span>
      </div>
      <p className="sim-note">{t('sim.note')}</p>
      <ul className="sim-list">
        {trades.length === 0 && <li className="sim-empty">{t('sim.waiting')}</li>}
        {trades.map((trade) => (
          <li key={trade.id} className="sim-row">
            <span className="sim-tag">{t('sim.tag')}</span>
            <span className={`sim-side sim-${trade.side.toLowerCase()}`}>
              {t('sim.side', { side: trade.side })}
            </span>
            <span className="sim-qty">
              {formatQuantity(trade.quantity)} {ticker}
            </span>
            <span className="sim-wallet">{trade.wallet}</span>
            <span className="sim-time">{trade.timestamp}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
