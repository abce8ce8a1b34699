import type { ControlChanges, WalletControlFacts, WalletFacts } from '@contract';
import type { ReactNode } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { NotReadNotice } from '../../../components/ui/not-read-notice';
import { OneProviderNotice } from '../../../components/ui/one-provider-notice';
import { type ChainRead, formatAge, formatSol } from '../../../lib/chain-read';
import { formatInstant } from '../../../lib/i18n/format';
import { sentenceGap, t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import { type ControlToken, WalletControlFactsPart } from './wallet-control';

export interface WalletCardProps {
  address: string;
  /** The wallet's balance as the server read it from the chain. */
  balance?: ChainRead<WalletFacts>;
  /** Explorer page of an account, the address appended. */
  explorerAccountUrl?: string;
  /** Who controls the wallet, as the server read it from the chain (behaviour §2.8); not shown when absent. */
  control?: ChainRead<WalletControlFacts>;
  /** Names the operator gives the multisig's members: claims, shown as such. */
  memberNames?: Readonly<Record<string, string>>;
  token?: ControlToken;
  /** The changes of the wallet's rules noticed in the last 30 days. */
  controlChanges?: ChainRead<ControlChanges>;
  /** The donate control for a gift with no goal, beside "Copy Address" (ADR 40). */
  donate?: ReactNode;
}

/** The balance line: what the chain said and when, or plainly that it is not known. */
function Balance({ address, balance }: { address: string; balance: ChainRead<WalletFacts> }) {
  if (balance.status === 'loading') return <>{t('wallet.checking')}</>;
  if (balance.status === 'unavailable' || balance.data.address !== address) {
    return <>{t('wallet.unavailable')}</>;
  }
  const { lamports, readAt } = balance.data;
  return (
    <>
      {tRich('wallet.balance', {
        amount: <strong>{formatSol(lamports)} SOL</strong>,
        age: (
          <time dateTime={readAt} title={formatInstant(readAt)}>
            {formatAge(readAt)}
          </time>
        ),
      })}
    </>
  );
}

/** The "Marketing Wallet Address" card (behaviour §2.2): the address to copy, its balance and an explorer link. */
export function WalletCard({
  address,
  balance = { status: 'loading' },
  explorerAccountUrl,
  control,
  memberNames,
  token,
  controlChanges,
  donate,
}: WalletCardProps) {
  return (
    <div className="card wallet-card">
      <h3 className="card-title">{t('wallet.title')}</h3>
      <p className="address" data-testid="donation-wallet">
        {address}
      </p>
      <CopyButton text={address} label={t('wallet.copy')} />
      {donate}
      <p className="chain-read" data-testid="wallet-balance">
        <Balance address={address} balance={balance} />
        {explorerAccountUrl ? (
          <>
            {sentenceGap()}
            <a href={`${explorerAccountUrl}${address}`} target="_blank" rel="noopener noreferrer">
              {t('wallet.viewExplorer')}
            </a>
          </>
        ) : null}
      </p>
      {balance.status === 'ready' && balance.data.address === address ? (
        <>
          <OneProviderNotice oneProvider={balance.data.oneProvider} />
          <NotReadNotice minutes={balance.data.notReadForMinutes} />
        </>
      ) : null}
      {control ? (
        <WalletControlFactsPart
          wallet={address}
          control={control}
          explorerAccountUrl={explorerAccountUrl}
          memberNames={memberNames}
          token={token}
          changes={controlChanges}
        />
      ) : null}
      <p className="card-meta">{t('wallet.note')}</p>
    </div>
  );
}
