import { CopyButton } from '../../../components/ui/copy-button';
import { Section } from '../../../components/ui/section';

export interface ContractSectionProps {
  ticker: string;
  mintAddress: string;
  explorerUrl: string;
}

/** The token's mint address, copyable, with an explorer link. */
export function ContractSection({ ticker, mintAddress, explorerUrl }: ContractSectionProps) {
  return (
    <Section id="contract" title="Contract" lead={`The official ${ticker} mint address on Solana.`}>
      <div className="card contract-card">
        <h3 className="card-title">Mint Address</h3>
        <p className="address" data-testid="mint-address">
          {mintAddress}
        </p>
        <div className="row">
          <CopyButton text={mintAddress} label="Copy Mint Address" />
          <a
            className="button"
            href={`${explorerUrl}${mintAddress}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            View on Explorer <span aria-hidden="true">↗</span>
          </a>
        </div>
      </div>
    </Section>
  );
}
