import type { Announcement, Localized } from '@contract';
import type { ReactNode } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { Section } from '../../../components/ui/section';
import type { LabelledAddressConfig, OfficialAccount } from '../../../config/site-schema';
import { formatNoneOf } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/i18n';
import { useLiveList } from '../../../lib/use-live-list';
import type { OfficialEntry } from '../lib/link-check';
import { kindName, labelledName } from '../lib/official-entries';
import { LinkChecker } from './link-checker';

export interface OfficialSectionProps {
  tokenName: string;
  ticker: string;
  accounts: readonly OfficialAccount[];
  notUsed: readonly string[];
  mintAddress: string;
  donationWallet: string;
  labelled: readonly LabelledAddressConfig[];
  /** Explorer page of an account, the address appended. */
  explorerAccountUrl: string;
  /** Everything the checker accepts as ours. */
  entries: readonly OfficialEntry[];
  /** Who controls the donation wallet, read from the chain (behaviour §2.8), shown under the addresses. */
  walletControl?: ReactNode;
}

/**
 * One official address. Its copy button's label is a whole message per use, never a verb glued to the
 * name: "Copy {name}" kept a label's capital ("Copy Team / treasury") and in Japanese copied the thing,
 * not its address ("流動性プールをコピー"). `copyName` names the address for a screen reader.
 */
function AddressRow(props: {
  name: string;
  kind?: string;
  address: string;
  explorer: string;
  copyLabel: string;
  copyName?: string;
}) {
  const { name, kind, address, explorer } = props;
  return (
    <li className="official-address">
      <span className="official-name">
        {name}
        {kind && kind.toLowerCase() !== name.toLowerCase() && (
          <span className="official-kind"> · {kind}</span>
        )}
      </span>
      <code className="address">{address}</code>
      <span className="row">
        <CopyButton text={address} label={props.copyLabel} name={props.copyName} className="button" />
        <a
          className="button"
          href={`${explorer}${address}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('official.explorerLabel', { name })}
        >
          {t('official.explorer')}{' '}
          <span className="flip-rtl" aria-hidden="true">
            ↗
          </span>
        </a>
      </span>
    </li>
  );
}

/**
 * ADR 19: every official account and address, built into the page from the operator
 * configuration (not from the admin panel), a plain warning about impersonators, and a checker.
 */
export function OfficialSection(props: OfficialSectionProps) {
  const { tokenName, ticker, accounts, notUsed, mintAddress, donationWallet, labelled, explorerAccountUrl } =
    props;
  // The advisories' impostors (behaviour §14): the same live list as the news section and the strip.
  const announcementList = useLiveList<Localized<Announcement>>('announcements');
  const announcements = announcementList.items;
  return (
    <Section id="official" title={t('official.title')} lead={t('official.lead', { name: tokenName })}>
      <div className="card official-notice" data-testid="official-notice">
        <h3 className="card-title">{t('official.beforeTrust')}</h3>
        <ul>
          <li>{t('official.neverFirst')}</li>
          <li>{t('official.neverAsk')}</li>
          {notUsed.length > 0 && (
            <li>{t('official.notOn', { platforms: formatNoneOf(notUsed), count: notUsed.length })}</li>
          )}
        </ul>
      </div>
      <div className="official-grid">
        <div className="card">
          <h3 className="card-title">{t('official.accounts')}</h3>
          <ul className="official-list" data-testid="official-accounts">
            {accounts.map((account) => (
              <li key={account.url}>
                <span className="official-name">{account.platform}</span>
                {/* Isolated, so a right-to-left page keeps "@handle" and a URL's trailing "/" in place. */}
                <span className="official-handle">
                  <bdi>{account.handle}</bdi>
                </span>
                <a href={account.url} target="_blank" rel="noopener noreferrer">
                  <bdi>{account.url}</bdi>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="card">
          <h3 className="card-title">{t('official.addresses')}</h3>
          <ul className="official-list" data-testid="official-addresses">
            <AddressRow
              name={t('official.mintName', { ticker })}
              copyLabel={t('official.copyMint', { ticker })}
              address={mintAddress}
              explorer={explorerAccountUrl}
            />
            <AddressRow
              name={t('official.donationWallet')}
              copyLabel={t('official.copyDonationWallet')}
              address={donationWallet}
              explorer={explorerAccountUrl}
            />
            {labelled.map((entry) => (
              <AddressRow
                key={entry.address}
                name={labelledName(entry)}
                // The kind beside a label that says something else ("Community treasury · Team"), never twice.
                kind={labelledName(entry) === kindName(entry.kind) ? undefined : kindName(entry.kind)}
                copyLabel={t('official.copyLabelled')}
                copyName={t('official.copyLabelledName', { name: labelledName(entry) })}
                address={entry.address}
                explorer={explorerAccountUrl}
              />
            ))}
          </ul>
          {props.walletControl}
        </div>
      </div>
      <LinkChecker
        entries={props.entries}
        announcements={announcements}
        advisoriesLoading={announcementList.status === 'loading'}
      />
      <p className="muted small" data-testid="official-built-in">
        {t('official.builtIn')}
      </p>
    </Section>
  );
}
