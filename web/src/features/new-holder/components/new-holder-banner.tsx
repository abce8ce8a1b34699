import { t } from '../../../lib/i18n/i18n';
import { useNewHolder } from '../hooks/use-new-holder';

export interface NewHolderBannerProps {
  /** The site's block explorer (any page of it): the holder's transaction is linked at its `/tx/` path. */
  explorer?: string;
}

/**
 * The explorers we know (Solscan, Solana Explorer, SolanaFM) show a transaction at `/tx/<signature>`
 * on the same origin as their token and address pages.
 */
export function transactionUrl(explorer: string, signature: string): string {
  return new URL(`/tx/${encodeURIComponent(signature)}`, explorer).href;
}

/** "New Holder Joined!" for 4.5 s when a new wallet appears; an empty live region otherwise. */
export function NewHolderBanner({ explorer }: NewHolderBannerProps) {
  const holder = useNewHolder();
  return (
    <div className="holder-slot" aria-live="polite" data-testid="new-holder-slot">
      {holder && (
        <div className="holder-banner" data-testid="new-holder-banner">
          <span className="holder-emoji" aria-hidden="true">
            🎉
          </span>
          <span>
            <strong>{t('newHolder.joined')}</strong> <span className="holder-wallet">{holder.short}</span>
            {explorer && holder.signature && (
              <>
                {' '}
                <a
                  className="holder-tx"
                  href={transactionUrl(explorer, holder.signature)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('newHolder.viewTx')}
                </a>
              </>
            )}
          </span>
        </div>
      )}
    </div>
  );
}
