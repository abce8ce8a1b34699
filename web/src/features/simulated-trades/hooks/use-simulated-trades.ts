import { useEffect, useState } from 'react';
import {
  FIRST_BUY_MS,
  FIRST_SELL_MS,
  makeTrade,
  nextTradeDelay,
  type SimulatedTrade,
} from '../lib/generate-trade';

/** The most recent simulated trades, newest first, generated on behaviour §9's schedule. */
export function useSimulatedTrades(enabled: boolean, keep = 4): SimulatedTrade[] {
  const [trades, setTrades] = useState<SimulatedTrade[]>([]);
  useEffect(() => {
    if (!enabled) return;
    // Only the timers still pending: one kept per trade made would grow all day long.
    let next: ReturnType<typeof setTimeout> | undefined;
    const add = (side: SimulatedTrade['side']) =>
      setTrades((list) => [makeTrade(side, new Date()), ...list].slice(0, keep));
    const scheduleNext = () => {
      next = setTimeout(() => {
        add(Math.random() < 0.5 ? 'BUY' : 'SELL');
        scheduleNext();
      }, nextTradeDelay());
    };
    const firstBuy = setTimeout(() => add('BUY'), FIRST_BUY_MS);
    const firstSell = setTimeout(() => {
      add('SELL');
      scheduleNext();
    }, FIRST_SELL_MS);
    return () => {
      clearTimeout(firstBuy);
      clearTimeout(firstSell);
      clearTimeout(next);
    };
  }, [enabled, keep]);
  return trades;
}
