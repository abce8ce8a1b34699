import { CopyButton } from '../../../components/ui/copy-button';

/** The "Marketing Wallet Address" card with its copy button. */
export function WalletCard({ address }: { address: string }) {
  return (
    <div className="card wallet-card">
      <h3 className="card-title">Marketing Wallet Address</h3>
      <p className="address" data-testid="donation-wallet">
        {address}
      </p>
      <CopyButton text={address} label="Copy Address" />
      <p className="card-meta">Send SOL only. Donations are voluntary and not an investment.</p>
    </div>
  );
}
