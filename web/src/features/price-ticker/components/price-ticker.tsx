import { t } from '../../../lib/i18n/i18n';
import { usePairPrice } from '../hooks/use-pair-price';
import { formatChange, formatPrice } from '../lib/format-price';

export interface PriceTickerProps {
  chain: string;
  pairAddress: string;
  ticker: string;
}

/** The price bar: price, 24-hour change and LIVE (green) or OFFLINE (grey). */
export function PriceTicker({ chain, pairAddress, ticker }: PriceTickerProps) {
  const { price, change24h, live } = usePairPrice(chain, pairAddress);
  const trend = change24h === null ? 'flat' : change24h < 0 ? 'down' : 'up';
  return (
    <div className="ticker" data-testid="price-ticker">
      <div className="ticker-inner">
        <span className="ticker-symbol">${ticker}</span>
        <span className="ticker-price" data-testid="ticker-price">
          {formatPrice(price)}
        </span>
        <span className={`ticker-change ticker-${trend}`} data-testid="ticker-change">
          {change24h === null ? t('ticker.noChange') : formatChange(change24h)}
        </span>
        <span
          className={`ticker-status ${live ? 'is-live' : 'is-offline'}`}
          data-testid="ticker-status"
          title={live ? t('ticker.liveTitle') : t('ticker.offlineTitle')}
        >
          <span className="ticker-dot" aria-hidden="true" />
          {live ? t('ticker.live') : t('ticker.offline')}
        </span>
      </div>
    </div>
  );
}
