import type { WalletFacts } from '@contract';
import { CopyButton } from '../../../components/ui/copy-button';
import { type ChainRead, formatAge, formatSol } from '../../../lib/chain-read';

export interface WalletCardProps {
  address: string;
  /** The wallet's balance as the server read it from the chain. */
  balance?: ChainRead<WalletFacts>;
  /** Explorer page of an account, the address appended. */
  explorerAccountUrl?: string;
}

/** The balance line: what the chain said and when, or plainly that it is not known. */
function Balance({ address, balance }: { address: string; balance: ChainRead<WalletFacts> }) {
  if (balance.status === 'loading') return <>Balance: checking on-chain…</>;
  if (balance.status === 'unavailable' || balance.data.address !== address) {
    return <>Balance not available right now: the chain could not be read.</>;
  }
  const { lamports, readAt } = balance.data;
  return (
    <>
      Balance: <strong>{formatSol(lamports)} SOL</strong>, read{' '}
      <time dateTime={readAt} title={new Date(readAt).toUTCString()}>
        {formatAge(readAt)}
      </time>
      .
    </>
  );
}

/** The "Marketing Wallet Address" card: the address to copy, its balance and an explorer link. */
export function WalletCard({
  address,
  balance = { status: 'loading' },
  explorerAccountUrl,
}: WalletCardProps) {
  return (
    <div className="card wallet-card">
      <h3 className="card-title">Marketing Wallet Address</h3>
      <p className="address" data-testid="donation-wallet">
        {address}
      </p>
      <CopyButton text={address} label="Copy Address" />
      <p className="chain-read" data-testid="wallet-balance">
        <Balance address={address} balance={balance} />
        {explorerAccountUrl ? (
          <>
            {' '}
            <a href={`${explorerAccountUrl}${address}`} target="_blank" rel="noopener noreferrer">
              View the wallet on the explorer
            </a>
          </>
        ) : null}
      </p>
      <p className="card-meta">Send SOL only. Donations are voluntary and not an investment.</p>
    </div>
  );
}
