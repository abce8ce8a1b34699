import type { HolderBand, HolderDistribution } from '@contract';
import type { ReactNode } from 'react';
import { englishOf } from '../../../config/localized-text';
import { belowFoldSite } from '../../../config/site-below-fold';
import type { LabelledAddressConfig } from '../../../config/site-schema';
import type { Measured } from '../../../lib/chain-read';
import { formatNumber, t } from '../../../lib/i18n/i18n';
import { labelledName } from '../../../lib/i18n/labelled-name';
import { tRich } from '../../../lib/i18n/rich';
import { formatShare, formatTokens, shortAddress } from '../../../lib/token-amount';
import { MeasuredAge } from './measured-age';

/** The configured address the server's entry is, with its label's translations (found by kind and English label). */
function configuredLabel(entry: {
  kind: string;
  label: string;
}): Pick<LabelledAddressConfig, 'kind' | 'label'> {
  const kind = entry.kind as LabelledAddressConfig['kind'];
  const found = belowFoldSite.supply.labelled.find(
    (l) => l.kind === kind && englishOf(l.label) === entry.label,
  );
  return found ?? { kind, label: entry.label };
}

export interface HolderDistributionCardProps {
  distribution: Measured<HolderDistribution>;
  ticker: string;
  /** Explorer page of an account, the address appended. */
  explorerAccountUrl: string;
  /** Explorer page of the token (its holders tab), the mint appended. */
  explorerUrl: string;
  mint: string;
}

function bandName(band: HolderBand): string {
  if (band.to === null) return t('holders.bandOrMore', { from: band.from });
  if (band.from === 0) return t('holders.bandUnder', { to: band.to });
  return t('holders.bandRange', { from: band.from, to: band.to });
}

function AccountLink({ address, explorer, text }: { address: string; explorer: string; text: string }) {
  return (
    <a href={`${explorer}${address}`} target="_blank" rel="noopener noreferrer" title={address}>
      {text}
    </a>
  );
}

/** A two-column table of figures: a name, then a right-aligned value. */
function FigureTable(props: {
  caption: string;
  columns: [string, string];
  rows: { key: string; name: ReactNode; value: string }[];
  testId?: string;
}) {
  const { caption, columns, rows, testId } = props;
  return (
    <table className="figure-table" data-testid={testId}>
      <caption className="card-meta">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col" className="num">
            {columns[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.name}</td>
            <td className="num">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Who holds the token, as the last reconciliation measured it: the share of the 10 and 50 largest
 * owners, the labelled addresses apart, and holders by size; "Not counted yet" while unknown.
 */
export function HolderDistributionCard(props: HolderDistributionCardProps) {
  const { distribution, ticker, explorerAccountUrl, explorerUrl, mint } = props;
  if (distribution.status !== 'ready') {
    return (
      <div className="card" data-testid="holder-distribution">
        <h3 className="card-title">{t('holders.whoHolds', { ticker })}</h3>
        <p className="figure-unknown">{t('holders.notCounted')}</p>
      </div>
    );
  }
  const d = distribution.data;
  return (
    <div className="card" data-testid="holder-distribution">
      <h3 className="card-title">{t('holders.whoHolds', { ticker })}</h3>
      <p>
        {tRich('holders.topShares', {
          top10: <strong>{formatShare(d.top10.share)}</strong>,
          top50: <strong>{formatShare(d.top50.share)}</strong>,
        })}
      </p>
      {d.labelled.length > 0 && (
        <FigureTable
          caption={t('holders.labelled')}
          columns={[t('holders.colAddress'), t('holders.colHolds')]}
          rows={d.labelled.map((entry) => ({
            key: entry.address,
            // The server sends the English label: the page names the address in its own locale.
            name: (
              <AccountLink
                address={entry.address}
                explorer={explorerAccountUrl}
                text={labelledName(configuredLabel(entry))}
              />
            ),
            value: formatShare(entry.share),
          }))}
        />
      )}
      <FigureTable
        caption={t('holders.largest')}
        columns={[t('holders.colWallet'), t('holders.colHolds')]}
        rows={d.largest.map((entry) => ({
          key: entry.address,
          name: (
            <AccountLink
              address={entry.address}
              explorer={explorerAccountUrl}
              text={shortAddress(entry.address)}
            />
          ),
          value: formatShare(entry.share),
        }))}
      />
      <FigureTable
        testId="holder-bands"
        caption={t('holders.bySize', { ticker })}
        columns={[t('holders.colHolding'), t('holders.colHolders')]}
        rows={d.bands.map((band) => ({
          key: String(band.from),
          name: bandName(band),
          value: formatNumber(band.count),
        }))}
      />
      <p className="card-meta">
        {t('holders.total', { holders: d.holders, amount: formatTokens(d.total, d.decimals, 0), ticker })}
      </p>
      <MeasuredAge
        measuredAt={d.measuredAt}
        now={distribution.now}
        link={
          <a href={`${explorerUrl}${mint}`} target="_blank" rel="noopener noreferrer">
            {t('holders.checkExplorer')}
          </a>
        }
      />
    </div>
  );
}
