import type { HolderBand, HolderDistribution } from '@contract';
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
        <table className="figure-table">
          <caption className="card-meta">Labelled addresses</caption>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col" className="num">
                Holds
              </th>
            </tr>
          </thead>
          <tbody>
            {d.labelled.map((entry) => (
              <tr key={entry.address}>
                <td>
                  <AccountLink address={entry.address} explorer={explorerAccountUrl} text={entry.label} />
                </td>
                <td className="num">{formatShare(entry.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <table className="figure-table">
        <caption className="card-meta">Largest holders</caption>
        <thead>
          <tr>
            <th scope="col">Wallet</th>
            <th scope="col" className="num">
              Holds
            </th>
          </tr>
        </thead>
        <tbody>
          {d.largest.map((entry) => (
            <tr key={entry.address}>
              <td>
                <AccountLink
                  address={entry.address}
                  explorer={explorerAccountUrl}
                  text={shortAddress(entry.address)}
                />
              </td>
              <td className="num">{formatShare(entry.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="figure-table" data-testid="holder-bands">
        <caption className="card-meta">
          Holders by size, in {ticker} (labelled addresses not included)
        </caption>
        <thead>
          <tr>
            <th scope="col">Holding</th>
            <th scope="col" className="num">
              Holders
            </th>
          </tr>
        </thead>
        <tbody>
          {d.bands.map((band) => (
            <tr key={band.from}>
              <td>{bandName(band)}</td>
              <td className="num">{band.count.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
