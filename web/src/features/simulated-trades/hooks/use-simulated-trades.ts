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
    const timers: ReturnType<typeof setTimeout>[] = [];
    const add = (side: SimulatedTrade['side']) =>
      setTrades((list) => [makeTrade(side, new Date()), ...list].slice(0, keep));
    const scheduleNext = () => {
      timers.push(
        setTimeout(() => {
          add(Math.random() < 0.5 ? 'BUY' : 'SELL');
          scheduleNext();
        }, nextTradeDelay()),
      );
    };
    timers.push(setTimeout(() => add('BUY'), FIRST_BUY_MS));
    timers.push(
      setTimeout(() => {
        add('SELL');
        scheduleNext();
      }, FIRST_SELL_MS),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [enabled, keep]);
  return trades;
}
