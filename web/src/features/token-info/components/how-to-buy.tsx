import { sentenceGap, t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
export interface HowToBuyProps {
  ticker: string;
  mintAddress: string;
}

/** A plain, numbered walk-through of a first purchase: informational, not a recommendation. */
export function HowToBuy({ ticker, mintAddress }: HowToBuyProps) {
  return (
    <div className="how-to-buy">
      <h3 className="subheading">{t('howto.title')}</h3>
      <ol className="steps">
        <li>
          <strong>{t('howto.walletTitle')}</strong>
          {sentenceGap()}
          {t('howto.wallet')}
        </li>
        <li>
          <strong>{t('howto.solTitle')}</strong>
          {sentenceGap()}
          {t('howto.sol')}
        </li>
        <li>
          <strong>{t('howto.swapTitle', { ticker })}</strong>
          {sentenceGap()}
          {t('howto.swap')}
        </li>
        <li>
          <strong>{t('howto.checkTitle')}</strong>
          {sentenceGap()}
          {tRich('howto.check', { mint: <span className="address-inline">{mintAddress}</span> }, { ticker })}
        </li>
      </ol>
    </div>
  );
}
