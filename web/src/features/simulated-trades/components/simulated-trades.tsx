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
          Simulated trades
        </h2>
        <span className="sim-badge">Simulated · not real</span>
      </div>
      <p className="sim-note">
        Random demo activity generated in your browser. These are not real transactions.
      </p>
      <ul className="sim-list">
        {trades.length === 0 && <li className="sim-empty">Waiting for the first simulated trade…</li>}
        {trades.map((trade) => (
          <li key={trade.id} className="sim-row">
            <span className="sim-tag">SIM</span>
            <span className={`sim-side sim-${trade.side.toLowerCase()}`}>{trade.side}</span>
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
