import type { HolderBand, HolderDistribution } from '@contract';
import type { ReactNode } from 'react';
import type { Measured } from '../../../lib/chain-read';
import { formatShare, formatTokens, shortAddress } from '../../../lib/token-amount';
import { MeasuredAge } from './measured-age';

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
  const n = (value: number) => value.toLocaleString('en-US');
  if (band.to === null) return `${n(band.from)} or more`;
  if (band.from === 0) return `under ${n(band.to)}`;
  return `${n(band.from)} to ${n(band.to)}`;
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
        <h3 className="card-title">Who holds {ticker}</h3>
        <p className="figure-unknown">Not counted yet</p>
      </div>
    );
  }
  const d = distribution.data;
  return (
    <div className="card" data-testid="holder-distribution">
      <h3 className="card-title">Who holds {ticker}</h3>
      <p>
        The 10 largest holders own <strong>{formatShare(d.top10.share)}</strong> of the supply, the 50 largest{' '}
        <strong>{formatShare(d.top50.share)}</strong> (labelled addresses not included).
      </p>
      {d.labelled.length > 0 && (
        <FigureTable
          caption="Labelled addresses"
          columns={['Address', 'Holds']}
          rows={d.labelled.map((entry) => ({
            key: entry.address,
            name: <AccountLink address={entry.address} explorer={explorerAccountUrl} text={entry.label} />,
            value: formatShare(entry.share),
          }))}
        />
      )}
      <FigureTable
        caption="Largest holders"
        columns={['Wallet', 'Holds']}
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
        caption={`Holders by size, in ${ticker} (labelled addresses not included)`}
        columns={['Holding', 'Holders']}
        rows={d.bands.map((band) => ({
          key: String(band.from),
          name: bandName(band),
          value: band.count.toLocaleString('en-US'),
        }))}
      />
      <p className="card-meta">
        {d.holders.toLocaleString('en-US')} holders hold {formatTokens(d.total, d.decimals, 0)} {ticker} in
        all.
      </p>
      <MeasuredAge
        measuredAt={d.measuredAt}
        now={distribution.now}
        link={
          <a href={`${explorerUrl}${mint}`} target="_blank" rel="noopener noreferrer">
            Check the holders on the explorer
          </a>
        }
      />
    </div>
  );
}
