import { CopyButton } from '../../../components/ui/copy-button';
import { Section } from '../../../components/ui/section';
import { t } from '../../../lib/i18n/i18n';

export interface ContractSectionProps {
  ticker: string;
  mintAddress: string;
  explorerUrl: string;
}

/** The token's mint address, copyable, with an explorer link. */
export function ContractSection({ ticker, mintAddress, explorerUrl }: ContractSectionProps) {
  return (
    <Section id="contract" title={t('contract.title')} lead={t('contract.lead', { ticker })}>
      <div className="card contract-card">
        <h3 className="card-title">{t('contract.mint')}</h3>
        <p className="address" data-testid="mint-address">
          {mintAddress}
        </p>
        <div className="row">
          <CopyButton text={mintAddress} label={t('contract.copy')} />
          <a
            className="button"
            href={`${explorerUrl}${mintAddress}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('contract.view')}{' '}
            <span className="flip-rtl" aria-hidden="true">
              ↗
            </span>
          </a>
        </div>
      </div>
    </Section>
  );
}
